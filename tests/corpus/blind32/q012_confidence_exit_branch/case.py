import torch

ENTRY = "q012_confidence_exit_branch.runner:decode_step"


def inputs():
    return (torch.randn(2, 1, 16),)
