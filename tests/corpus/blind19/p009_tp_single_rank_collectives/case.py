import torch

ENTRY = "p009_tp_single_rank_collectives.mlp:forward"


def inputs():
    return (torch.randn(4, 8),)
