import torch

from f028_residual_reduce_wraps.model import ParallelBlock

ENTRY = "f028_residual_reduce_wraps.model:ParallelBlock.forward"

_block = ParallelBlock()


def inputs():
    return (_block, torch.randn(2, 8))
