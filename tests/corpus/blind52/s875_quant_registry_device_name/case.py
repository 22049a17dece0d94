import torch

ENTRY = "s875_quant_registry_device_name.layers:attn_proj"


def inputs():
    return (torch.randn(4, 8),)
