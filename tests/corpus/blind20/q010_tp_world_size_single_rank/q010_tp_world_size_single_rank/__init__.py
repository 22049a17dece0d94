"""Tensor-parallel linear layers that degrade to plain matmuls on a single rank."""
