import torch

ENTRY = "h014_int8_zero_weight_guard.w8a16:linear_compiled"


def inputs():
    return (torch.randn(2, 8),)
