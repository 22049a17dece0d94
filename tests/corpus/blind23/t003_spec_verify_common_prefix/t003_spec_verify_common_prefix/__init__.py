"""Speculative decoding: rejection-sampling verification of draft tokens."""
