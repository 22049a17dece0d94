import torch

ENTRY = "g012_fp8_gemm_autotuner.model:compiled_mlp"


def inputs():
    return (torch.randn(3, 8),)
