import torch

ENTRY = "s756_eplb_generator_hook.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
