import torch

ENTRY = "s022_deprecated_kwarg_rename.runner:decode"


def inputs():
    return (torch.randn(2, 1, 32),)
