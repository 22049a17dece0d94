import torch

ENTRY = "s819_forward_timer_compiling_guard.llama:model"


def inputs():
    return (torch.randn(4, 8),)
