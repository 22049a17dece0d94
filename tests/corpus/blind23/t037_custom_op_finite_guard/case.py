import torch

ENTRY = "t037_custom_op_finite_guard.model:compiled_head"


def inputs():
    return (torch.randn(4, 16),)
