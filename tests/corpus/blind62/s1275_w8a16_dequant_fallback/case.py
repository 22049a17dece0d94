import torch

ENTRY = "s1275_w8a16_dequant_fallback.model:compiled"


def inputs():
    return (torch.randn(3, 16),)
