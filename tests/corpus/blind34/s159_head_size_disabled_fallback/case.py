import torch

ENTRY = "s159_head_size_disabled_fallback.model:block"


def inputs():
    return (torch.randn(1, 4, 12),)
