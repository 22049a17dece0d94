import torch

from s314_allreduce_nonfinite_guard.block import build_block

ENTRY = "s314_allreduce_nonfinite_guard.block:ParallelBlock.forward"

_block = build_block()


def inputs():
    return (_block, torch.randn(2, 4, 16))
