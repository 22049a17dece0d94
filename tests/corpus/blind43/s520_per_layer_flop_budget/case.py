import torch

ENTRY = "s520_per_layer_flop_budget.step:budgeted_forward"


def inputs():
    return (torch.randn(4, 8),)
