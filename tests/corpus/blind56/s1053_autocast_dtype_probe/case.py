import torch

ENTRY = "s1053_autocast_dtype_probe.projector:compiled_projector"


def inputs():
    return (torch.randn(4, 8),)
