import torch

ENTRY = "m018_ep_moe_grouped_gemm.moe:moe_forward"


def inputs():
    return (torch.randn(6, 8),)
