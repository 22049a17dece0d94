import torch

ENTRY = "p016_moe_tuned_config_table.runner:decode"


def inputs():
    return (torch.randn(5, 8),)
