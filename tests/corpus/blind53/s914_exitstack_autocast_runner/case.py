import torch

ENTRY = "s914_exitstack_autocast_runner.model_runner:decode"


def inputs():
    return (torch.randn(2, 4, 8),)
