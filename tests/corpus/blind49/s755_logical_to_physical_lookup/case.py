import torch

ENTRY = "s755_logical_to_physical_lookup.model:run_model"


def inputs():
    return (torch.randn(4, 8),)
