import torch

ENTRY = "z025_override_hook_logger.runner:decode"


def inputs():
    return (torch.randn(2, 8), torch.randn(2, 16))
