import torch

ENTRY = "s1032_rope_legacy_scaling_shim.rotary:apply_rotary"


def inputs():
    return (torch.arange(4), torch.randn(4, 8), torch.randn(4, 4))
