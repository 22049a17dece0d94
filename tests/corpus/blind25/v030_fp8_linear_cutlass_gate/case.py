import torch

ENTRY = "v030_fp8_linear_cutlass_gate.fp8_linear:compiled_fp8_linear"


def inputs():
    return (torch.randn(4, 8),)
