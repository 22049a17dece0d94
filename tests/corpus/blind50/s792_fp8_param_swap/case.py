import torch

ENTRY = "s792_fp8_param_swap.runner:decode"


def inputs():
    return (torch.randn(2, 8),)
