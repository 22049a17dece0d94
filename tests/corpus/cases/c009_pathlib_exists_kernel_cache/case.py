import torch

ENTRY = "c009_pathlib_exists_kernel_cache.rope:apply_rope"


def inputs():
    return (torch.randn(4, 8),)
