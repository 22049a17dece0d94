import torch

ENTRY = "s501_t5_relative_bias_locked_cache.model:compiled"


def inputs():
    return (torch.randn(2, 6, 16),)
