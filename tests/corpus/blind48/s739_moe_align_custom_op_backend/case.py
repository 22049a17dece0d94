import torch

ENTRY = "s739_moe_align_custom_op_backend.fused_moe:compiled_moe"


def inputs():
    return (torch.randn(4, 8),)
