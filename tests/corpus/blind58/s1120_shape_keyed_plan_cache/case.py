import torch

ENTRY = "s1120_shape_keyed_plan_cache.runner:forward_extend"


def inputs():
    return (torch.randn(4, 8),)
