import torch

ENTRY = "q039_guarded_step_profiler.block:compiled_block"


def inputs():
    return (torch.randn(4, 8),)
