import torch

ENTRY = "s764_fp8_gemm_backend_env_select.linear:decode"


def inputs():
    return (torch.randn(4, 8),)
