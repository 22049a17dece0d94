import torch

ENTRY = "s859_per_layer_cache_spec_lazy_alloc.model:compiled"


def inputs():
    return (torch.randn(4, 8), torch.arange(4))
