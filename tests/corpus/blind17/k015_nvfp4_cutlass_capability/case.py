import torch

ENTRY = "k015_nvfp4_cutlass_capability.linear:nvfp4_linear_forward"


def inputs():
    return (torch.randn(4, 16),)
