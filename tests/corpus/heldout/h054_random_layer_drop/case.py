import torch

ENTRY = "h054_random_layer_drop.encoder:encode"


def inputs():
    return (torch.randn(2, 8),)
