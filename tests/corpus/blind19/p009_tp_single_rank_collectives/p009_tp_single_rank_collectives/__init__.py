"""Tensor-parallel linear layers (Megatron-style column/row split)."""
