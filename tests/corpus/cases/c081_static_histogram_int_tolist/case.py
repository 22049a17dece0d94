import torch

ENTRY = "c081_static_histogram_int_tolist.moe:compiled"


def inputs():
    return (torch.randn(6, 8),)
