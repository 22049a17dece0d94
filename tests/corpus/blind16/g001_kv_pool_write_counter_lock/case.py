import torch

ENTRY = "g001_kv_pool_write_counter_lock.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
