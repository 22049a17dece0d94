import torch

ENTRY = "s118_comm_stats_is_compiling.model:compiled_model"


def inputs():
    return (torch.randn(3, 16),)
