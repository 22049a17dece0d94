import torch

ENTRY = "k023_dynamic_cache_legacy_tuple.modeling_mini_mistral:compiled_model"


def inputs():
    return (torch.randn(1, 5, 16),)
