import torch

ENTRY = "s452_alibi_bias_cache_per_length.runner:prefill"


def inputs():
    return (torch.randn(1, 8, 8),)
