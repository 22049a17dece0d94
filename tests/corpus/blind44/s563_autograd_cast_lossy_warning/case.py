import torch

ENTRY = "s563_autograd_cast_lossy_warning.mlp:forward_lowp"


def inputs():
    return (torch.randn(4, 8),)
