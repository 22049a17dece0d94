import torch

ENTRY = "s1068_layer_scope_constructed_inline.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
