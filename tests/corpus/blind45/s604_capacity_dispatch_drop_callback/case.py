import torch

ENTRY = "s604_capacity_dispatch_drop_callback.moe:step"


def inputs():
    return (torch.randn(4, 8), torch.randn(4, 4))
