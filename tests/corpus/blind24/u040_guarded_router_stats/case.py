import torch

ENTRY = "u040_guarded_router_stats.moe:moe_forward"


def inputs():
    return (torch.randn(6, 16),)
