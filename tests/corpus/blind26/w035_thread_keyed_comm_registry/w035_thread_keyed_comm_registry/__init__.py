"""Vocab-parallel embedding backed by a per-worker-thread communicator registry."""
