import torch

ENTRY = "s934_moe_legacy_config_warning.moe:compiled_moe"


def inputs():
    return (torch.randn(4, 8),)
