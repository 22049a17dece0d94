import torch

ENTRY = "m012_fp8_overflow_guard.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
