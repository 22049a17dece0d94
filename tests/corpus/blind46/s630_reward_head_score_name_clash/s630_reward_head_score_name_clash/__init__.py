"""Pairwise reward model serving: score heads plus a persistent score cache."""
