import torch

ENTRY = "m011_jit_rmsnorm_cache.norm:rmsnorm_step"


def inputs():
    return (torch.randn(4, 8), torch.randn(4, 8))
