import torch

ENTRY = "s174_capture_pool_lock.model_runner:model_step"


def inputs():
    return (torch.randn(2, 8),)
