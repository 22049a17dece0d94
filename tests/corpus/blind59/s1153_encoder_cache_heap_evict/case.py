import torch

ENTRY = "s1153_encoder_cache_heap_evict.vision_projector:projector"


def inputs():
    return (torch.randn(4, 8),)
