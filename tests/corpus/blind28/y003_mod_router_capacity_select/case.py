import torch

ENTRY = "y003_mod_router_capacity_select.block:mod_block"


def inputs():
    return (torch.randn(6, 8),)
