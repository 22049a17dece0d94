import torch

ENTRY = "s364_triton_backend_disabled_launch.qkv:step"


def inputs():
    return (torch.randn(4, 8),)
