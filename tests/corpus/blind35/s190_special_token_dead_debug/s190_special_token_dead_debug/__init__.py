"""Embedding forward with chat special tokens mapped onto reserved rows."""
