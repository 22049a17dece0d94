import torch

ENTRY = "s115_disabled_fallback_allreduce.decoder:compiled_layer"


def inputs():
    return (torch.randn(2, 3, 16),)
