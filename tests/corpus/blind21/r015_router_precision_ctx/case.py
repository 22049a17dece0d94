import torch

ENTRY = "r015_router_precision_ctx.moe_block:step"


def inputs():
    return (torch.randn(4, 8),)
