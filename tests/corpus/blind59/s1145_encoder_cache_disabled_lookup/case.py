import torch

ENTRY = "s1145_encoder_cache_disabled_lookup.gemma_mm:gemma3"


def inputs():
    input_ids = torch.tensor([2, 7, 60, 60, 60, 60, 60, 60, 60, 60, 9, 1])
    pixel_values = torch.randn(2, 4, 10)
    return (input_ids, pixel_values)
