import torch

ENTRY = "y009_dynamic_depth_config_flags.model:forward_lm"


def inputs():
    return (torch.randn(3, 8),)
