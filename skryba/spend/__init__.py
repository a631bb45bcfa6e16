"""What a run costs: prices, token usage priced per stage and model, and the --max-cost budget."""
