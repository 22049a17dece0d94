import torch

ENTRY = "s401_switch_capacity_router.layer:compiled_moe"


def inputs():
    return (torch.randn(4, 8),)
