import torch

ENTRY = "s535_fp8_first_use_requant.layers:step"


def inputs():
    return (torch.randn(4, 8),)
