import torch

ENTRY = "s559_server_args_nan_detection.model_runner:runner.forward_compiled"


def inputs():
    return (torch.randn(4, 8),)
