import torch

ENTRY = "k031_metrics_recorder_lock.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
