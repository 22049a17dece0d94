import torch

ENTRY = "s1054_contextvar_forward_dtype.runner:execute_model"


def inputs():
    return (torch.randn(4, 8),)
