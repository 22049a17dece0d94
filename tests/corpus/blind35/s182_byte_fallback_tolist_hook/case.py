import torch

ENTRY = "s182_byte_fallback_tolist_hook.runner:decode"


def inputs():
    return (torch.randn(2, 12),)
