import torch

ENTRY = "s931_sdpa_backend_probe.model:compiled_layer"


def inputs():
    return (torch.randn(4, 8),)
