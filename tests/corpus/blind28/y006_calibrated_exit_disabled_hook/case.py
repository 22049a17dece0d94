import torch

ENTRY = "y006_calibrated_exit_disabled_hook.network:cascade"


def inputs():
    return (torch.randn(4, 8),)
