import torch

ENTRY = "t033_nan_watch_forward_hooks.model:compiled"


def inputs():
    return (torch.randn(2, 4, 16),)
