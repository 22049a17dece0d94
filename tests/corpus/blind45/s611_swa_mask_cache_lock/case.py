import torch

ENTRY = "s611_swa_mask_cache_lock.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
