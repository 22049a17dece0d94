"""Tensor-parallel-style LoRA linear layers with a shared base class."""
