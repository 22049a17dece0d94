import torch

ENTRY = "y010_latency_budget_layer_cutoff.stack:anytime_forward"


def inputs():
    return (torch.randn(2, 8),)
