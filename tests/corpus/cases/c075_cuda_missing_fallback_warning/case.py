import torch

ENTRY = "c075_cuda_missing_fallback_warning.norm:compiled"


def inputs():
    return (torch.randn(4, 8),)
