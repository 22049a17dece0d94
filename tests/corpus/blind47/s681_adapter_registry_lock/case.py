import torch

ENTRY = "s681_adapter_registry_lock.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
