import torch

ENTRY = "s512_mod_router_empty_skip.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
