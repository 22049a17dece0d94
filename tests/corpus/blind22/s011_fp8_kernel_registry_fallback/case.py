import torch

ENTRY = "s011_fp8_kernel_registry_fallback.fp8_linear:compiled_layer"


def inputs():
    return (torch.randn(4, 8),)
