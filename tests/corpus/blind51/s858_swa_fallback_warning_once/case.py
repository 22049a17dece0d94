import torch

ENTRY = "s858_swa_fallback_warning_once.model:compiled"


def inputs():
    return (torch.randn(1, 4, 8),)
