import torch

ENTRY = "s812_prometheus_gauge_lock.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
