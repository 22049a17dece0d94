import torch

ENTRY = "s302_conv_state_cache_lock.runner:decode"


def inputs():
    return (torch.randn(2, 8), torch.tensor([0, 1]))
