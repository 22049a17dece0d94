import torch

ENTRY = "r040_moe_dispatch_mask_nonzero.moe:moe_forward"


def inputs():
    return (torch.randn(6, 16),)
