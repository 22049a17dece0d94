import torch

ENTRY = "w021_matryoshka_buffer_dim.head:compiled_head"


def inputs():
    return (torch.randn(2, 5, 16), torch.ones(2, 5, dtype=torch.long))
