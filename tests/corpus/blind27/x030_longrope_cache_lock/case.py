import torch

ENTRY = "x030_longrope_cache_lock.model:attn"


def inputs():
    return (torch.randn(1, 6, 16),)
