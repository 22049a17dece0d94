import torch

ENTRY = "r008_is_compiling_stats_guard.server:forward_scores"


def inputs():
    return (torch.randn(4, 16),)
