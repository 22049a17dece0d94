import torch

from s900_dynamic_cache_seq_length import DynamicCache

ENTRY = "s900_dynamic_cache_seq_length.generation:step"


def inputs():
    legacy = [(torch.randn(1, 2, 3, 8), torch.randn(1, 2, 3, 8)) for _ in range(2)]
    cache = DynamicCache.from_legacy_cache(legacy)
    return (torch.randint(0, 40, (1, 1)), cache)
