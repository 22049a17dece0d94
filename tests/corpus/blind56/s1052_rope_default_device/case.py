import torch

ENTRY = "s1052_rope_default_device.attention:compiled_attn"


def inputs():
    return (torch.randn(4, 8),)
