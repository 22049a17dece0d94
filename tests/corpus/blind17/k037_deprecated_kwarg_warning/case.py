import torch

ENTRY = "k037_deprecated_kwarg_warning.model:compiled"


def inputs():
    return (torch.randn(2, 4, 8),)
