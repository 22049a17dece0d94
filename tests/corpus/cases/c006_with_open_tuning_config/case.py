import torch

ENTRY = "c006_with_open_tuning_config.kernel:step"


def inputs():
    return (torch.randn(4, 8),)
