"""Tensor-parallel MLP that also runs single-process (world size 1) for tests and CPU serving."""
