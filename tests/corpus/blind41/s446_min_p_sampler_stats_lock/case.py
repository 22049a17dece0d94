import torch

ENTRY = "s446_min_p_sampler_stats_lock.min_p_sampler:compiled_sampler"


def inputs():
    return (torch.randn(4, 32),)
