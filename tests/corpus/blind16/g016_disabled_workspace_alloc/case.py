import torch

ENTRY = "g016_disabled_workspace_alloc.runner:decode"


def inputs():
    return (torch.randn(3, 8),)
