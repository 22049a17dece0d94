import torch

ENTRY = "h077_jit_gemm_runner_default.linear:linear_compiled"


def inputs():
    return (torch.randn(4, 16),)
