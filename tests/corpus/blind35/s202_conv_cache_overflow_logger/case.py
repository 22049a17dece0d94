import torch

ENTRY = "s202_conv_cache_overflow_logger.block:compiled_block"


def inputs():
    return (torch.randn(2, 6, 8),)
