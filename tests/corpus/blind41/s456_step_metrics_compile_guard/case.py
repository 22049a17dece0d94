import torch

ENTRY = "s456_step_metrics_compile_guard.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
