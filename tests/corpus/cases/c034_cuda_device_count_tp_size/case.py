import torch

ENTRY = "c034_cuda_device_count_tp_size.parallel:column_parallel"


def inputs():
    return (torch.randn(4, 8),)
