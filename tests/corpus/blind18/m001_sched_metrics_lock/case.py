import torch

ENTRY = "m001_sched_metrics_lock.model_runner:decode_step"


def inputs():
    return (torch.randn(4, 8),)
