import torch

ENTRY = "s1236_sampled_activation_stats.model:decode_step_compiled"


def inputs():
    return (torch.randn(4, 8),)
