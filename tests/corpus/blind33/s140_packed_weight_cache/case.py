import torch

ENTRY = "s140_packed_weight_cache.model:compiled_model"


def inputs():
    return (torch.randn(6, 16),)
