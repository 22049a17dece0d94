import torch

ENTRY = "m028_sdpa_mask_skip_guard.attention:masked_self_attention"


def inputs():
    query = torch.randn(2, 4, 6, 8)
    key = torch.randn(2, 4, 6, 8)
    value = torch.randn(2, 4, 6, 8)
    padding_mask = torch.ones(2, 6, dtype=torch.bool)
    return (query, key, value, padding_mask)
