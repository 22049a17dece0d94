"""Retrieval-augmented encoder sharing a thread-safe neighbour store."""
