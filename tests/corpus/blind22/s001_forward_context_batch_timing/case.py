import torch

ENTRY = "s001_forward_context_batch_timing.runner:execute"


def inputs():
    return (torch.randn(4, 8),)
