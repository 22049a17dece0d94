import torch

ENTRY = "c040_data_ptr_alignment_dispatch.kernels:compiled"


def inputs():
    return (torch.randn(4, 8),)
