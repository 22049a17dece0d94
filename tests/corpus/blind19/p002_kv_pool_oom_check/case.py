import torch

ENTRY = "p002_kv_pool_oom_check.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
