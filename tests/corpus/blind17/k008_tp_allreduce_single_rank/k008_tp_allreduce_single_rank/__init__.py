"""Tensor-parallel linear layers with all-reduce helpers."""
