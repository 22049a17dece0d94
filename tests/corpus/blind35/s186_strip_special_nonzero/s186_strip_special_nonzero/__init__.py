"""Embedding pooler that drops special tokens before averaging."""
