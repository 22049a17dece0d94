import torch

from s105_mm_hash_prefix_cache.model import build_model

ENTRY = "s105_mm_hash_prefix_cache.model:compiled_model"


def inputs():
    input_ids = torch.tensor([5, 7, 42, 42, 42, 42, 9])
    pixel_values = torch.randn(1, 3, 4, 4)
    return (input_ids, pixel_values)
