import torch

ENTRY = "r034_dequant_delta_sparsity_skip.linear:compiled_linear"


def inputs():
    return (torch.randn(4, 8),)
