import torch

ENTRY = "q025_deprecated_kwarg_rename.modeling:compiled_layer"


def inputs():
    return (torch.randn(1, 4, 16),)
