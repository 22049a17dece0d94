import torch

ENTRY = "s1165_activation_hook_recorder.build:compiled"


def inputs():
    return (torch.randn(4, 8),)
