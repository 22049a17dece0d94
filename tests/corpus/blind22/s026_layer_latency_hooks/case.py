import torch

ENTRY = "s026_layer_latency_hooks.server:compiled_lm"


def inputs():
    return (torch.randn(2, 4, 24),)
