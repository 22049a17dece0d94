import torch

ENTRY = "x015_kv_scales_json_cache_probe.model:decode_layer"


def inputs():
    return (torch.randn(4, 8),)
