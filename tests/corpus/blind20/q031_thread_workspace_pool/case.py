import torch

ENTRY = "q031_thread_workspace_pool.mlp:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
