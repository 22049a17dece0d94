import torch

ENTRY = "z021_entry_point_attn_backend.model:compiled_model"


def inputs():
    return (torch.randn(2, 4, 8),)
