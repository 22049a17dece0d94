import torch

ENTRY = "c089_registry_filled_by_decorator.model:compiled"


def inputs():
    return (torch.randn(2, 8),)
