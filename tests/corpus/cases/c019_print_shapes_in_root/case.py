import torch

ENTRY = "c019_print_shapes_in_root.attn:sdpa"


def inputs():
    return (torch.randn(4, 8),)
