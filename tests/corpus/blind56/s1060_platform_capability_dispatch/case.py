import torch

ENTRY = "s1060_platform_capability_dispatch.runner:forward_decode"


def inputs():
    return (torch.randn(4, 8),)
