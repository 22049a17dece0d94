import torch

ENTRY = "s920_nonfinite_guard_custom_op.encoder:encoder"


def inputs():
    return (torch.randn(2, 4, 8),)
