import torch

ENTRY = "q016_fused_moe_config_lookup.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
