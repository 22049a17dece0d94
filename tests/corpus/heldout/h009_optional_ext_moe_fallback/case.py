import torch

ENTRY = "h009_optional_ext_moe_fallback.moe:moe_forward"


def inputs():
    return (torch.randn(5, 8),)
