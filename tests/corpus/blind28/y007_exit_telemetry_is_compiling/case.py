import torch

ENTRY = "y007_exit_telemetry_is_compiling.model:classify"


def inputs():
    return (torch.randn(2, 5, 8),)
