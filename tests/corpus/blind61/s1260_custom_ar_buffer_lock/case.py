import torch

ENTRY = "s1260_custom_ar_buffer_lock.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
