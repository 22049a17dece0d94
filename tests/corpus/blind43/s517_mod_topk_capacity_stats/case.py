import torch

ENTRY = "s517_mod_topk_capacity_stats.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
