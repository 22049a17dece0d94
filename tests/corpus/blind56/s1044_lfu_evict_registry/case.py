import torch

ENTRY = "s1044_lfu_evict_registry.runner:prefill_step"


def inputs():
    return (torch.randn(7, 8),)
