import torch

ENTRY = "q007_prefix_cache_hash_at_insert.prefill_runner:prefill"


def inputs():
    return (torch.randn(3, 8),)
