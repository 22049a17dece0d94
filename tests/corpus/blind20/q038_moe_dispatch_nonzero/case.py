import torch

ENTRY = "q038_moe_dispatch_nonzero.moe:compiled_moe"


def inputs():
    return (torch.randn(4, 8),)
