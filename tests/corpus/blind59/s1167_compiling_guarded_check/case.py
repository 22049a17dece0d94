import torch

ENTRY = "s1167_compiling_guarded_check.model:encode"


def inputs():
    return (torch.randn(4, 8),)
