import torch

ENTRY = "s799_quant_registry_same_name.model:compiled_mlp"


def inputs():
    return (torch.randn(2, 8),)
