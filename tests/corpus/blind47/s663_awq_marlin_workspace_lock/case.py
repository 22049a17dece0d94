import torch

ENTRY = "s663_awq_marlin_workspace_lock.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
