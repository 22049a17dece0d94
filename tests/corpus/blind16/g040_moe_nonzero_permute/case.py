import torch

ENTRY = "g040_moe_nonzero_permute.moe:moe_forward"


def inputs():
    return (torch.randn(6, 8),)
