import torch

ENTRY = "h089_rope_cos_sin_cache_dict.attention:rope_compiled"


def inputs():
    return (torch.arange(5), torch.randn(5, 2, 8), torch.randn(5, 2, 8))
