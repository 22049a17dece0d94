import torch

ENTRY = "h051_cuda_available_shortcircuit.parallel:proj_compiled"


def inputs():
    return (torch.randn(2, 8),)
