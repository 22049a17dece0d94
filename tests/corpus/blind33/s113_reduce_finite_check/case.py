import torch

from s113_reduce_finite_check.runner import runner

ENTRY = "s113_reduce_finite_check.runner:decode"


def inputs():
    return (torch.randn(4, 16),)
