import torch

ENTRY = "s613_streaming_sink_eviction_stats.runner:decode"


def inputs():
    return (torch.randn(1, 8),)
