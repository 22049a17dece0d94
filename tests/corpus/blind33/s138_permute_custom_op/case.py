import torch

ENTRY = "s138_permute_custom_op.layer:fused_moe_forward"


def inputs():
    return (torch.randn(8, 16),)
