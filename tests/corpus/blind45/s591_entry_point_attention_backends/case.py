import torch

ENTRY = "s591_entry_point_attention_backends.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
