import torch

ENTRY = "m014_awq_marlin_workspace.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
