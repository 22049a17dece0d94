import torch

ENTRY = "s1169_checker_registry_off.moe:moe_forward"


def inputs():
    return (torch.randn(4, 8),)
