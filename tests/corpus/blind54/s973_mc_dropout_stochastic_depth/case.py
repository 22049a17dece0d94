import torch

ENTRY = "s973_mc_dropout_stochastic_depth.uncertainty:predict"


def inputs():
    return (torch.randn(2, 4, 8),)
