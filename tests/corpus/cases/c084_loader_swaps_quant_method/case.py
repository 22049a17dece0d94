import torch

ENTRY = "c084_loader_swaps_quant_method.setup:compiled"


def inputs():
    return (torch.randn(4, 16),)
