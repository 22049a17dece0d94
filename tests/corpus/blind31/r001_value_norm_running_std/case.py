import torch

ENTRY = "r001_value_norm_running_std.head:compiled_head"


def inputs():
    return (torch.randn(4, 16),)
