import torch

ENTRY = "s1070_threadlocal_backend_swap.encoder:encode"


def inputs():
    return (torch.randn(4, 8),)
