import torch

ENTRY = "s260_activation_capture_hooks.encoder:encode"


def inputs():
    return (torch.randn(4, 8),)
