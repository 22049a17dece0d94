import torch

ENTRY = "s921_tp_size_fallback_warning.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
