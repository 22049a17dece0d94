import torch

ENTRY = "t028_dino_sincos_cached_posembed.hub:forward_features"


def inputs():
    return (torch.randn(2, 3, 32, 24),)
