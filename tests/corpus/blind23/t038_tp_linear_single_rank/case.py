import torch

ENTRY = "t038_tp_linear_single_rank.model:forward_step"


def inputs():
    return (torch.randn(4, 16),)
