import torch

ENTRY = "s1045_mask_cache_stats_log.model:compiled_attn"


def inputs():
    return (torch.randn(4, 8),)
