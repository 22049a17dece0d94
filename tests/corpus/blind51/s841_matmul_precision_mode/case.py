import torch

ENTRY = "s841_matmul_precision_mode.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
