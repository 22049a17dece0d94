import torch

from q023_sliding_window_cache.runner import DecodeRunner

ENTRY = "q023_sliding_window_cache.runner:DecodeRunner.step"


def inputs():
    return (DecodeRunner(), torch.randn(1, 1, 16), torch.tensor([2]))
