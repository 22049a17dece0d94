import torch

from s254_periodic_tensor_dump.block import AttentionBlock

ENTRY = "s254_periodic_tensor_dump.block:AttentionBlock.forward"


def inputs():
    return (AttentionBlock(), torch.randn(4, 8))
