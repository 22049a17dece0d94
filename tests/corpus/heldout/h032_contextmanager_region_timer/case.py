import torch

ENTRY = "h032_contextmanager_region_timer.block:block_fn"


def inputs():
    return (torch.randn(1, 4, 8),)
