import torch

ENTRY = "v121_tome_adaptive_merge.encoder:encoder"


def inputs():
    return (torch.randn(2, 17, 16),)
