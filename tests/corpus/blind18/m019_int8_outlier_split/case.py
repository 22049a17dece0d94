import torch

ENTRY = "m019_int8_outlier_split.layers:project"


def inputs():
    return (torch.randn(4, 8),)
