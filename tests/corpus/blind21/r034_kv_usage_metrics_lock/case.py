import torch

ENTRY = "r034_kv_usage_metrics_lock.model:model"


def inputs():
    return (torch.randn(2, 6, 16),)
