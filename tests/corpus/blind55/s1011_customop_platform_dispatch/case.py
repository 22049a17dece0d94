import torch

ENTRY = "s1011_customop_platform_dispatch.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
