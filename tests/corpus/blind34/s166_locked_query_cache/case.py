import torch

ENTRY = "s166_locked_query_cache.model:compiled_model"


def inputs():
    return (torch.randn(3, 8),)
