import torch

ENTRY = "p011_fp8_weight_scale_cache.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
