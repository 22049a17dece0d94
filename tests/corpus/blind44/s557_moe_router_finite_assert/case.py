import torch

ENTRY = "s557_moe_router_finite_assert.moe:compiled_moe"


def inputs():
    return (torch.randn(4, 8),)
