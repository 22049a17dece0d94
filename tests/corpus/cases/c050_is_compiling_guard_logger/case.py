import torch

ENTRY = "c050_is_compiling_guard_logger.sampling:sample"


def inputs():
    return (torch.randn(4, 8),)
