"""Vocab-parallel embedding with environment-driven comm settings."""
