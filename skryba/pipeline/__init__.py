"""The per-passage chain of design §2, one module per stage, run over batches of passages.

``chain`` holds the stage order and runs a batch through it; ``config`` what the stages share.
"""
