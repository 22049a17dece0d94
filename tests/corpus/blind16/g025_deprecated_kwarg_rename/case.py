import torch

ENTRY = "g025_deprecated_kwarg_rename.modeling_gpt_tiny:compiled"


def inputs():
    return (torch.randn(2, 3, 8),)
