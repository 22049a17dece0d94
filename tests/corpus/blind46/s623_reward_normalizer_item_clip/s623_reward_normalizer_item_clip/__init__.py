"""Outcome reward model runner (Bradley-Terry head on a small backbone)."""
