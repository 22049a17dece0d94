import torch

ENTRY = "c029_lock_created_lazily.workspace:compiled"


def inputs():
    return (torch.randn(4, 8),)
