import torch

ENTRY = "s736_forward_context_contextvar.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
