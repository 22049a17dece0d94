import torch

ENTRY = "s878_dead_online_tuning_branch.moe_layer:moe_layer"


def inputs():
    return (torch.randn(4, 8),)
