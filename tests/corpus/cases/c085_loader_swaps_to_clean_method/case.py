import torch

ENTRY = "c085_loader_swaps_to_clean_method.setup:compiled"


def inputs():
    return (torch.randn(4, 16),)
