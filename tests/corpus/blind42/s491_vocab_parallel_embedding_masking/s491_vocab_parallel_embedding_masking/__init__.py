"""Vocab-parallel input embedding for a tensor-parallel decoder (single-process shard view)."""
