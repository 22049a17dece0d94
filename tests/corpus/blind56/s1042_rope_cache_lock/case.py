import torch

ENTRY = "s1042_rope_cache_lock.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
