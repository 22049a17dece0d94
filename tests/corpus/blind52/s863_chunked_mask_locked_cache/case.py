import torch

ENTRY = "s863_chunked_mask_locked_cache.llama4_attention:chunked_forward"


def inputs():
    return (torch.randn(1, 8, 64),)
