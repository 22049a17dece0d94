"""Parallel LM head whose reduction algorithm is picked per call from topology."""
