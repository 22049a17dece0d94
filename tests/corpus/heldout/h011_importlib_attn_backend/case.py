import torch

ENTRY = "h011_importlib_attn_backend.layer:compiled"


def inputs():
    return (torch.randn(1, 3, 8),)
