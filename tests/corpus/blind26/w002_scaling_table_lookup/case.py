import torch

ENTRY = "w002_scaling_table_lookup.model:decode_step"


def inputs():
    return (torch.randn(4, 8), torch.tensor([1, 1, 1, 1]))
