import torch

ENTRY = "u031_cached_property_head_dim.model:compiled"


def inputs():
    return (torch.randn(2, 5, 16),)
