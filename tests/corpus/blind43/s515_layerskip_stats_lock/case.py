import torch

ENTRY = "s515_layerskip_stats_lock.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
