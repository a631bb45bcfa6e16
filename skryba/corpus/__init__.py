"""A corpus in and out: reading documents as passages, writing outputs, the output folder's
rules, and shards."""
