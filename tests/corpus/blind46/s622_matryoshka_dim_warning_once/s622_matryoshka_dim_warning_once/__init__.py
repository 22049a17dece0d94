"""Matryoshka embedding head: truncate pooled embeddings to a requested width."""
