import torch

ENTRY = "s514_self_spec_metrics_hook.spec_step:spec_step"


def inputs():
    return (torch.randn(4, 8),)
