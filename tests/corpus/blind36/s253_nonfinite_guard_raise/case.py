import torch

ENTRY = "s253_nonfinite_guard_raise.engine:decode"


def inputs():
    return (torch.randn(4, 8),)
