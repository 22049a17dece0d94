import torch

ENTRY = "s1094_moe_expert_capacity_numpy.moe_layer:moe_block"


def inputs():
    return (torch.randn(6, 8),)
