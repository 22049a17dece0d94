import torch

ENTRY = "s872_block_gemm_nearest_config.linear:mlp_forward"


def inputs():
    return (torch.randn(4, 8),)
