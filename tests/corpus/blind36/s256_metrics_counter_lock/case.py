import torch

ENTRY = "s256_metrics_counter_lock.runner:compiled_step"


def inputs():
    return (torch.randn(4, 8),)
