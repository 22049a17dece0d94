import torch

ENTRY = "s966_spatial_pool_projector_timing.runner:encode_video"


def inputs():
    return (torch.randn(3, 16, 8),)
