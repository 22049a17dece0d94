"""Greedy speculative-decoding verification (draft vs. target argmax)."""
