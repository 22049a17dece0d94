import torch

ENTRY = "s571_padded_decode_bisect.runner:decode"


def inputs():
    return (torch.randn(3, 8),)
