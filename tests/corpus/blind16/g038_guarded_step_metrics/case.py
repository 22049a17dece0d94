import torch

ENTRY = "g038_guarded_step_metrics.worker:step"


def inputs():
    return (torch.randn(3, 8),)
