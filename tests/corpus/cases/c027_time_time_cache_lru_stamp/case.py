import torch

ENTRY = "c027_time_time_cache_lru_stamp.prefix_cache:lookup"


def inputs():
    return (torch.randn(4, 8),)
