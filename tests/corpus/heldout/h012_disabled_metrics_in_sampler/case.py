import torch

ENTRY = "h012_disabled_metrics_in_sampler.sampler:sample"


def inputs():
    return (torch.randn(3, 11),)
