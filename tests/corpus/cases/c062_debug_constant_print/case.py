import torch

ENTRY = "c062_debug_constant_print.decode:compiled_decode"


def inputs():
    return (torch.randn(4, 8),)
