"""Tensor-parallel MLP used by the single-GPU serving path."""
