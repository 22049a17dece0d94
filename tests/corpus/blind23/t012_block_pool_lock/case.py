import torch

ENTRY = "t012_block_pool_lock.runner:decode"


def inputs():
    return (torch.randn(3, 8),)
