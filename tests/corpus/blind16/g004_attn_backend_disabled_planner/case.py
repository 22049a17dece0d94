import torch

ENTRY = "g004_attn_backend_disabled_planner.model:layer"


def inputs():
    return (torch.randn(4, 8),)
