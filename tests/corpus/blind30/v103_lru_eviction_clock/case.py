import torch

ENTRY = "v103_lru_eviction_clock.runner:decode"


def inputs():
    return (torch.randn(2, 8),)
