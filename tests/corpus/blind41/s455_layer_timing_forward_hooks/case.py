import torch

ENTRY = "s455_layer_timing_forward_hooks.worker:step"


def inputs():
    return (torch.randn(4, 8),)
