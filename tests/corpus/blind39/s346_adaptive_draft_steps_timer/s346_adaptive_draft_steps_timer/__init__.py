"""Chained draft-model proposals with an adaptive speculation length."""
