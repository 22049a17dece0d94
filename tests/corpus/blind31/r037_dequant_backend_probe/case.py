import torch

ENTRY = "r037_dequant_backend_probe.layers:forward_layer"


def inputs():
    return (torch.randn(4, 8),)
