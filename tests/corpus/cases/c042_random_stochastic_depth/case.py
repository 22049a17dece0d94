import torch

ENTRY = "c042_random_stochastic_depth.blocks:compiled"


def inputs():
    return (torch.randn(4, 8),)
