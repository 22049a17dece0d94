import torch

ENTRY = "k035_rope_cache_partial_registry.attention:rotary_step"


def inputs():
    return (torch.randn(4, 8), torch.arange(4, dtype=torch.float32))
