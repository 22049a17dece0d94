import torch

ENTRY = "s1170_cached_debug_prefix.rope:apply_rope"


def inputs():
    return (torch.arange(4), torch.randn(4, 2, 4), torch.randn(4, 2, 4))
