import torch

ENTRY = "r033_int8_group_scale_statistics.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 32),)
