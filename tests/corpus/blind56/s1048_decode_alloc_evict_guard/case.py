import torch

ENTRY = "s1048_decode_alloc_evict_guard.model_executor:forward_decode"


def inputs():
    return (torch.randn(4, 8),)
