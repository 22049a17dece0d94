import torch

ENTRY = "s1020_timed_module_rope_registry.attention:compiled_attn"


def inputs():
    return (torch.randn(4, 8),)
