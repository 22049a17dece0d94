import torch

ENTRY = "c069_io_only_in_load_weights.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
