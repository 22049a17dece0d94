import torch

ENTRY = "u032_bisect_tile_bucket.runner:compiled"


def inputs():
    return (torch.randn(6, 32),)
