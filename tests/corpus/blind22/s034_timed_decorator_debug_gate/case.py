import torch

ENTRY = "s034_timed_decorator_debug_gate.engine:step"


def inputs():
    return (torch.randn(2, 6, 16),)
