import torch

from q035_marlin_missing_fallback.runner import make_runner

ENTRY = "q035_marlin_missing_fallback.runner:decode_step"


def inputs():
    return (torch.randn(3, 16),)
