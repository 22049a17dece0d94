import torch

ENTRY = "s161_sim_threshold_fallback.fusion:fuse_retrieved"


def inputs():
    return (torch.randn(4, 8),)
