import torch

ENTRY = "s004_eplb_imbalance_check.moe:moe_forward"


def inputs():
    return (torch.randn(4, 8),)
