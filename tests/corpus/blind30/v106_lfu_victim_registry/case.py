import torch

ENTRY = "v106_lfu_victim_registry.cache:compiled_cache"


def inputs():
    return (torch.randn(2, 8),)
