import torch

ENTRY = "s924_group_registry_lock.attention:compiled_attn"


def inputs():
    return (torch.randn(4, 8),)
