"""Retrieval encoder with eager-only recall statistics."""
