import torch

ENTRY = "s266_fp8_gemm_autotune_timer.layer:compiled"


def inputs():
    return (torch.randn(4, 8),)
