import torch

ENTRY = "q013_moe_grouped_gemm_config.moe_layer:moe_forward"


def inputs():
    return (torch.randn(4, 8),)
