import torch

ENTRY = "q020_marlin_workspace_buckets.model:mlp"


def inputs():
    return (torch.randn(2, 4, 8),)
