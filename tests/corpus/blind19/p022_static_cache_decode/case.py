import torch

ENTRY = "p022_static_cache_decode.modeling:decode"


def inputs():
    return (torch.randn(1, 1, 16), torch.tensor([3]))
