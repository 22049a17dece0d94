import torch

ENTRY = "c065_init_time_config_io.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
