import torch

ENTRY = "r005_eplb_greedy_rearrange.moe:moe_forward"


def inputs():
    return (torch.randn(4, 8),)
