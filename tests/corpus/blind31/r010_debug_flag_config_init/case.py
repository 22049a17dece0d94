import torch

ENTRY = "r010_debug_flag_config_init.ensemble:compiled_ensemble"


def inputs():
    return (torch.randn(4, 16),)
