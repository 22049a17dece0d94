import torch

ENTRY = "k019_autotuner_compile_guard.fp8_gemm:step"


def inputs():
    return (torch.randn(4, 8),)
