import torch

from z026_fp8_kernel_select_by_range.layer import ScaledLinear

ENTRY = "z026_fp8_kernel_select_by_range.layer:compiled_linear"


def inputs():
    return (torch.randn(4, 8),)
