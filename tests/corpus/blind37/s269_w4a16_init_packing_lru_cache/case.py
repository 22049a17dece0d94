import torch

ENTRY = "s269_w4a16_init_packing_lru_cache.linear:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
