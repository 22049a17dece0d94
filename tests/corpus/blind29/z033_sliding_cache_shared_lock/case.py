import torch

from z033_sliding_cache_shared_lock.attention import SlidingChunkAttention

ENTRY = "z033_sliding_cache_shared_lock.attention:SlidingChunkAttention.step"


def inputs():
    return (SlidingChunkAttention(), torch.randn(2, 4, 8))
