import torch

ENTRY = "s311_tp_block_allreduce_logger.block:compiled_block"


def inputs():
    return (torch.randn(2, 4, 16),)
