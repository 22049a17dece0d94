import torch

ENTRY = "s466_alibi_slope_cache_lock.bloom_block:compiled_block"


def inputs():
    return (torch.randn(2, 5, 32),)
