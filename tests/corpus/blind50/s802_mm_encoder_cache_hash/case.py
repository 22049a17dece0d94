import torch

ENTRY = "s802_mm_encoder_cache_hash.encoder_runner:execute_encoder"


def inputs():
    return (torch.randn(1, 8, 10),)
