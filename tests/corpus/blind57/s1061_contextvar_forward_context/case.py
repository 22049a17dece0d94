import torch

ENTRY = "s1061_contextvar_forward_context.model:model"


def inputs():
    return (torch.randn(4, 8),)
