import torch

ENTRY = "s211_prefetch_queue_drain.stack:compiled_stack"


def inputs():
    return (torch.randn(4, 8),)
