import torch

ENTRY = "s1084_scaled_mm_kernel_chooser.model:mlp_forward"


def inputs():
    return (torch.randn(3, 16),)
