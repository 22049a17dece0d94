import torch

ENTRY = "q011_fp8_weight_scale_cache.layers:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
