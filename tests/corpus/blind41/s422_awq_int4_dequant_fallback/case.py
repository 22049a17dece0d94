import torch

ENTRY = "s422_awq_int4_dequant_fallback.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
