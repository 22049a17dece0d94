import torch

ENTRY = "w018_rglru_debug_checks.runner:decode"


def inputs():
    return (torch.randn(3, 8), torch.zeros(2, 3, 8))
