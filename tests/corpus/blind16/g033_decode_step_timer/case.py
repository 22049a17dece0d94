import torch

ENTRY = "g033_decode_step_timer.runner:decode"


def inputs():
    return (torch.randn(2, 8),)
