import torch

ENTRY = "h010_kv_pool_lock.decode:decode_step"


def inputs():
    return (torch.randn(3, 8),)
