import torch

ENTRY = "p013_moe_grouped_gemm_skip_empty.moe:compiled_moe"


def inputs():
    return (torch.randn(6, 8),)
