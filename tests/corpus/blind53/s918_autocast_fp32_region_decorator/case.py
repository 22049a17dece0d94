import torch

ENTRY = "s918_autocast_fp32_region_decorator.moe_router:moe"


def inputs():
    return (torch.randn(6, 8),)
