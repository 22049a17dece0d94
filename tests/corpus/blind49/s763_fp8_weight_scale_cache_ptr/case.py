import torch

ENTRY = "s763_fp8_weight_scale_cache_ptr.layers:model"


def inputs():
    return (torch.randn(4, 8),)
