import torch

ENTRY = "x021_rope_cache_grow_item.attention:compiled_attn"


def inputs():
    return (torch.randn(4, 16), torch.arange(4))
