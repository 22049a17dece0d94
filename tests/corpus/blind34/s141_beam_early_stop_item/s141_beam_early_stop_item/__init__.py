"""Beam search decode step with heuristic early stopping."""
