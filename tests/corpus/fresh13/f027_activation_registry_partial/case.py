import torch

ENTRY = "f027_activation_registry_partial.mlp:compiled_mlp"


def inputs():
    return (torch.randn(3, 8),)
