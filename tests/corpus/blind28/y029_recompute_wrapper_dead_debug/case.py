import torch

ENTRY = "y029_recompute_wrapper_dead_debug.model:forward_fn"


def inputs():
    return (torch.randn(2, 4, 8),)
