import torch

ENTRY = "f029_block_align_lru_cache.paged:gather_padded"


def inputs():
    return (torch.randn(5, 8), torch.randn(40, 8))
