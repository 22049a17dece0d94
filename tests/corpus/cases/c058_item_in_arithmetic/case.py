import torch

ENTRY = "c058_item_in_arithmetic.scaling:compiled"


def inputs():
    return (torch.randn(4, 8),)
