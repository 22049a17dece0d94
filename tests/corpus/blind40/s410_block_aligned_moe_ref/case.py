import torch

ENTRY = "s410_block_aligned_moe_ref.layer:step"


def inputs():
    return (torch.randn(4, 8),)
