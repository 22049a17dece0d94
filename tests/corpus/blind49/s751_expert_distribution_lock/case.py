import torch

ENTRY = "s751_expert_distribution_lock.moe_layer:forward_moe_block"


def inputs():
    return (torch.randn(4, 8),)
