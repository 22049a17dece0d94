import torch

ENTRY = "u017_generation_use_cache_default.model:compiled_lm"


def inputs():
    return (torch.randint(0, 72, (2, 6)),)
