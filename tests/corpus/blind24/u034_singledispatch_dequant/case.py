import torch

ENTRY = "u034_singledispatch_dequant.runner:decode"


def inputs():
    return (torch.randn(2, 32),)
