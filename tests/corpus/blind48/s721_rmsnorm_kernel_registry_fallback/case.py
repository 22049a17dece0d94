import torch

ENTRY = "s721_rmsnorm_kernel_registry_fallback.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
