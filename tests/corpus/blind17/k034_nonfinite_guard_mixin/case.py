import torch

ENTRY = "k034_nonfinite_guard_mixin.head:compiled_head"


def inputs():
    return (torch.randn(4, 8),)
