import torch

ENTRY = "s265_dtype_kernel_registry_disabled.model:mlp_step"


def inputs():
    return (torch.randn(4, 8),)
