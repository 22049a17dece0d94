import torch

ENTRY = "s849_act_registry_dead_entry.model:mlp_residual_block"


def inputs():
    return (torch.randn(4, 8),)
