"""Tensor-parallel MLP block with communication accounting."""
