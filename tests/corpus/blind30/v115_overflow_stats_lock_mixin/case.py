import torch

ENTRY = "v115_overflow_stats_lock_mixin.block:compiled_block"


def inputs():
    return (torch.randn(2, 4, 8),)
