import torch

ENTRY = "s657_init_time_config_load.activation:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
