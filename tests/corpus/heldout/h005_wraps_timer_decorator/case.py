import torch

ENTRY = "h005_wraps_timer_decorator.rotary:rotary_embed"


def inputs():
    return (torch.randn(2, 4, 8),)
