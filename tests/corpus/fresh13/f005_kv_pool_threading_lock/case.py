import torch

ENTRY = "f005_kv_pool_threading_lock.layer:decode_step"


def inputs():
    return (torch.randn(2, 8), torch.tensor([3, 5]))
