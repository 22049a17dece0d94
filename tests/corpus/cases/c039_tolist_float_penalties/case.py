import torch

ENTRY = "c039_tolist_float_penalties.penalties:apply_penalties"


def inputs():
    return (torch.randn(4, 8),)
