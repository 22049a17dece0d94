import torch

ENTRY = "s187_byte_debug_is_compiling.decoder:decode_step"


def inputs():
    return (torch.randn(2, 8),)
