"""``skryba benchmark``: several runs on one corpus, compared from the audit store."""
