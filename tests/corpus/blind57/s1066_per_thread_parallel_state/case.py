import torch

ENTRY = "s1066_per_thread_parallel_state.linear:mlp"


def inputs():
    return (torch.randn(4, 8),)
