import torch

ENTRY = "y025_freeze_registry_requires_grad.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
