import torch

ENTRY = "c030_with_self_lock_block_table.cache_engine:compiled"


def inputs():
    return (torch.randn(4, 8),)
