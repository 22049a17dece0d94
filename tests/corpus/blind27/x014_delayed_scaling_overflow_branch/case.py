import torch

ENTRY = "x014_delayed_scaling_overflow_branch.block:block_step"


def inputs():
    return (torch.randn(4, 8),)
