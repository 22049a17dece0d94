import torch

ENTRY = "s123_window_eviction_latency.runner:decode"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(2, 2, 1, 8), torch.randn(2, 2, 12, 8), torch.randn(2, 2, 12, 8))
