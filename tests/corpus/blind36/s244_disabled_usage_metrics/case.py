import torch

ENTRY = "s244_disabled_usage_metrics.model:project"


def inputs():
    return (torch.randn(4, 8), torch.tensor([0, 2, 1, 1]))
