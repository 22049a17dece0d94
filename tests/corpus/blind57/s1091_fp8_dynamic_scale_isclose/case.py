import torch

ENTRY = "s1091_fp8_dynamic_scale_isclose.model:mlp"


def inputs():
    return (torch.randn(4, 8),)
