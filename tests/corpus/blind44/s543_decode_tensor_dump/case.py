import torch

ENTRY = "s543_decode_tensor_dump.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
