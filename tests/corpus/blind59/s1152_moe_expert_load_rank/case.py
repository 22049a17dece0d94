import torch

ENTRY = "s1152_moe_expert_load_rank.moe_block:moe_layer"


def inputs():
    return (torch.randn(4, 8),)
