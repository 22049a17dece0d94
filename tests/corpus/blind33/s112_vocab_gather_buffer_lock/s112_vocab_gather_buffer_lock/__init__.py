"""Vocab-parallel LM head with a gather communicator."""
