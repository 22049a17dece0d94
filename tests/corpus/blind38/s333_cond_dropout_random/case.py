import torch

ENTRY = "s333_cond_dropout_random.model:compiled_dit"


def inputs():
    return (torch.randn(2, 16, 32), torch.rand(2) * 1000, torch.randn(2, 8, 24))
