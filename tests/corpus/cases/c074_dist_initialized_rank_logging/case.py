import torch

ENTRY = "c074_dist_initialized_rank_logging.linear:compiled"


def inputs():
    return (torch.randn(4, 8),)
