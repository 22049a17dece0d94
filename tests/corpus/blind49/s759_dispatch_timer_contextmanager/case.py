import torch

ENTRY = "s759_dispatch_timer_contextmanager.moe:step"


def inputs():
    return (torch.randn(4, 8),)
