import torch

ENTRY = "y037_threadsafe_shape_pool.model:project_kv"


def inputs():
    return (torch.randn(4, 8),)
