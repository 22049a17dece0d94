import torch

ENTRY = "s848_fused_act_custom_op.mlp:compiled"


def inputs():
    return (torch.randn(4, 8),)
