import torch

ENTRY = "w039_is_compiling_buffer_tracking.runner:decode"


def inputs():
    return (torch.randn(2, 8),)
