import torch

ENTRY = "f013_cpu_gemm_platform_machine.linear:compiled_linear"


def inputs():
    return (torch.randn(4, 16),)
