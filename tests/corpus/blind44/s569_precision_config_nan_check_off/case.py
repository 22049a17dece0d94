import torch

ENTRY = "s569_precision_config_nan_check_off.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
