import torch

ENTRY = "s545_activation_trace_hooks.engine:step"


def inputs():
    return (torch.randn(4, 8),)
