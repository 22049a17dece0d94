import torch

ENTRY = "s1078_hybrid_layer_schedule_groupby.model:model"


def inputs():
    return (torch.randn(4, 8),)
