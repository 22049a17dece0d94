import torch

ENTRY = "x034_warn_once_dtype_fallback.norm:norm"


def inputs():
    return (torch.randn(4, 8),)
