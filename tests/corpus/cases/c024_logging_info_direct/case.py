import torch

ENTRY = "c024_logging_info_direct.norm:compiled_norm"


def inputs():
    return (torch.randn(4, 8),)
