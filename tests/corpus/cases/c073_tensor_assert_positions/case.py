import torch

ENTRY = "c073_tensor_assert_positions.embedding:compiled"


def inputs():
    return (torch.randn(4, 8),)
