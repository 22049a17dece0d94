import torch

ENTRY = "c066_shape_dtype_branching.attention:compiled"


def inputs():
    return (torch.randn(4, 8),)
