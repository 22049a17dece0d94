import torch

from r018_compile_aware_checks.runner import InteractionRunner

ENTRY = "r018_compile_aware_checks.runner:step"


def inputs():
    torch.manual_seed(0)
    x = torch.randn(6, 8)
    edge_index = torch.tensor([[0, 1, 2, 3, 4, 5, 0], [1, 2, 3, 4, 5, 0, 3]])
    edge_attr = torch.randn(7, 4)
    return (x, edge_index, edge_attr)
