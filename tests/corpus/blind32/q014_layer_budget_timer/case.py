import torch

ENTRY = "q014_layer_budget_timer.engine:forward_with_budget"


def inputs():
    return (torch.randn(3, 16),)
