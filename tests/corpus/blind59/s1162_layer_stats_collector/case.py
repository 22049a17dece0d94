import torch

ENTRY = "s1162_layer_stats_collector.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
