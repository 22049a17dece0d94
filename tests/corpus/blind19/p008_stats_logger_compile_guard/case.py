import torch

ENTRY = "p008_stats_logger_compile_guard.runner:compiled"


def inputs():
    return (torch.randn(4, 8),)
