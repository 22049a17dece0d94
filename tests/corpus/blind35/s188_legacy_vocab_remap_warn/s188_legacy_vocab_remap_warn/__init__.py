"""Embedding that remaps ids from a legacy tokenizer onto the new vocab."""
