import torch

ENTRY = "s131_capacity_overflow_branch.layer:moe_forward"


def inputs():
    return (torch.randn(8, 16),)
