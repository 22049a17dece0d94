import torch

ENTRY = "s135_sparse_dispatch_nonzero.moe:compiled_moe"


def inputs():
    return (torch.randn(8, 16),)
