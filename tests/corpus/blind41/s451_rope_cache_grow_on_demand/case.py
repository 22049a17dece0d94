import torch

ENTRY = "s451_rope_cache_grow_on_demand.modeling:compiled_layer"


def inputs():
    positions = torch.arange(6)
    return (positions, torch.randn(6, 8))
