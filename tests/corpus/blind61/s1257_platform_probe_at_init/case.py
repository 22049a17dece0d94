import torch

ENTRY = "s1257_platform_probe_at_init.model:compiled_attn"


def inputs():
    return (torch.randn(4, 8),)
