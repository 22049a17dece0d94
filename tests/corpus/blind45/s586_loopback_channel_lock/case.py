import torch

ENTRY = "s586_loopback_channel_lock.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
