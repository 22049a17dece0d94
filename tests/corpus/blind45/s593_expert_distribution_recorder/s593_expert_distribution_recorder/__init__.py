"""Sparse MoE model with an optional expert-distribution recorder integration."""
