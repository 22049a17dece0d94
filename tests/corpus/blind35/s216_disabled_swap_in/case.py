import torch

ENTRY = "s216_disabled_swap_in.runner:stage_forward"


def inputs():
    return (torch.randn(4, 8),)
