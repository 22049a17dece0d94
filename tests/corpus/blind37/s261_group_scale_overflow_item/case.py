import torch

ENTRY = "s261_group_scale_overflow_item.layers:mlp_forward"


def inputs():
    return (torch.randn(4, 8),)
