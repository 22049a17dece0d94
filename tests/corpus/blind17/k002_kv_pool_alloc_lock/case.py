import torch

ENTRY = "k002_kv_pool_alloc_lock.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
