import torch

from r038_hot_swap_adapter_lock.serving import build_runner

_runner = build_runner()

ENTRY = "r038_hot_swap_adapter_lock.serving:decode"


def inputs():
    return (torch.randn(4, 8),)
