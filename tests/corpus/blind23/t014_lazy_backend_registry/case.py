import torch

ENTRY = "t014_lazy_backend_registry.model:compiled_block"


def inputs():
    return (torch.randn(2, 5, 16),)
