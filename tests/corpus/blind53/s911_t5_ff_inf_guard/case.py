import torch

ENTRY = "s911_t5_ff_inf_guard.modeling:encoder"


def inputs():
    return (torch.randn(2, 4, 8),)
