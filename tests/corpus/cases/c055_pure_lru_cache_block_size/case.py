import torch

ENTRY = "c055_pure_lru_cache_block_size.paged:compiled"


def inputs():
    return (torch.randn(4, 8),)
