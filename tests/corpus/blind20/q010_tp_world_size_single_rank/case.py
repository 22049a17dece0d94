import torch

ENTRY = "q010_tp_world_size_single_rank.engine:tp_mlp_step"


def inputs():
    return (torch.randn(4, 8),)
