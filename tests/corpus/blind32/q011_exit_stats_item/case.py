import torch

ENTRY = "q011_exit_stats_item.model:compiled_model"


def inputs():
    return (torch.randn(2, 4, 16),)
