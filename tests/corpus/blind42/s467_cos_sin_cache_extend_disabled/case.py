import torch

ENTRY = "s467_cos_sin_cache_extend_disabled.model_runner:decode"


def inputs():
    input_ids = torch.tensor([3, 17, 42, 8])
    positions = torch.tensor([5, 12, 0, 9])
    return (input_ids, positions)
