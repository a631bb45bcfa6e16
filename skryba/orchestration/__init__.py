"""What Skryba asks of Prefect beyond flows and tasks: a throwaway API server, the UI's
artifacts, and the corpus-ready event."""
