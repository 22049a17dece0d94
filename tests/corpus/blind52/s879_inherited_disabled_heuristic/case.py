import torch

ENTRY = "s879_inherited_disabled_heuristic.marlin:run_mlp"


def inputs():
    return (torch.randn(4, 8),)
