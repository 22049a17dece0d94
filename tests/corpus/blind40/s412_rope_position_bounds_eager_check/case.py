import torch

ENTRY = "s412_rope_position_bounds_eager_check.qk_norm_rope:fused_qk_norm_rope"


def inputs():
    qkv = torch.randn(5, 16)
    positions = torch.tensor([0, 1, 2, 3, 7])
    return (qkv, positions)
