import torch

ENTRY = "c049_unused_debug_dump_helper.mlp:compiled"


def inputs():
    return (torch.randn(4, 8),)
