import torch

ENTRY = "s606_combine_registry_index_check.layer:compiled_layer"


def inputs():
    return (torch.randn(4, 8),)
