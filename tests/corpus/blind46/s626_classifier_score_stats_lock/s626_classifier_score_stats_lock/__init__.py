"""Sequence-classification scoring model with post-score observers."""
