import torch

ENTRY = "y027_ema_norm_monitor_is_compiling.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
