import torch

ENTRY = "s235_rope_cache_disabled_resize.attention:compiled"


def inputs():
    return (torch.randn(1, 4, 16),)
