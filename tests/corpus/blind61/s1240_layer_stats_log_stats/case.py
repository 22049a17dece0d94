import torch

ENTRY = "s1240_layer_stats_log_stats.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
