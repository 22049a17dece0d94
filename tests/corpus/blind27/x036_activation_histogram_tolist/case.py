import torch

ENTRY = "x036_activation_histogram_tolist.encoder:encoder"


def inputs():
    return (torch.randn(4, 8),)
