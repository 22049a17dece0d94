import torch

from m033_lora_adapter_cache.layers import build_layer

ENTRY = "m033_lora_adapter_cache.layers:LoRAColumnLinear.forward"

_layer = build_layer()


def inputs():
    return (_layer, torch.randn(3, 8))
