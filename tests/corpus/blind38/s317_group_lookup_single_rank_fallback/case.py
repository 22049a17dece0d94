import torch

ENTRY = "s317_group_lookup_single_rank_fallback.runner:forward_decode"


def inputs():
    return (torch.randn(2, 5, 16),)
