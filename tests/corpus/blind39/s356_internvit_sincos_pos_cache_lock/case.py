import torch

ENTRY = "s356_internvit_sincos_pos_cache_lock.tiles:encode_tiles"


def inputs():
    return (torch.randn(2, 3, 16, 16),)
