import torch

from q002_kv_pool_alloc_lock.attention import DecodeRunner

ENTRY = "q002_kv_pool_alloc_lock.attention:DecodeRunner.forward_decode"


def inputs():
    return (DecodeRunner(), torch.randn(4, 8))
