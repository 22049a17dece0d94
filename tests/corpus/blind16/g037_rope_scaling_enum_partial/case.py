import torch

ENTRY = "g037_rope_scaling_enum_partial.rotary:apply_rotary"


def inputs():
    q = torch.randn(5, 2, 8)                       # [tokens, heads, head_dim]
    positions = torch.arange(5, dtype=torch.float32)
    return (q, positions)
