import torch

ENTRY = "s152_head_size_backend_fallback_warning.layer:layer"


def inputs():
    return (torch.randn(2, 4, 16),)
