import torch

ENTRY = "s1049_kv_pool_same_name_evict.model_runner:model_runner"


def inputs():
    return (torch.randn(4, 8),)
