import torch

ENTRY = "h057_wraps_timer_skips_when_compiling.conv:conv_fn"


def inputs():
    return (torch.randn(1, 4, 6),)
