import torch

ENTRY = "m040_moe_capacity_router.moe:moe_forward"


def inputs():
    return (torch.randn(6, 8),)
