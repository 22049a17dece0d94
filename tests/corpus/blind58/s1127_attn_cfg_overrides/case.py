import torch

ENTRY = "s1127_attn_cfg_overrides.model:model"


def inputs():
    return (torch.randn(4, 8),)
