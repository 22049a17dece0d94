import torch

ENTRY = "s1137_reduce_layer_stack.encoder:compiled_encoder"


def inputs():
    return (torch.randn(4, 8),)
