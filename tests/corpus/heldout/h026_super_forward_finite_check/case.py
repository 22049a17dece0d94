import torch

ENTRY = "h026_super_forward_finite_check.checked:layer_compiled"


def inputs():
    return (torch.randn(2, 8),)
