import torch

ENTRY = "p039_step_timer_is_compiling.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
