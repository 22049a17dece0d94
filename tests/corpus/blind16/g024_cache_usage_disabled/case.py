import torch

ENTRY = "g024_cache_usage_disabled.modeling_decoder:decoder"


def inputs():
    return (torch.randn(1, 4, 8),)
