import torch

ENTRY = "s782_disabled_matcher_fill_bitmask.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
