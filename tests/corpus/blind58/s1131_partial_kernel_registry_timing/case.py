import torch

ENTRY = "s1131_partial_kernel_registry_timing.mlp:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
