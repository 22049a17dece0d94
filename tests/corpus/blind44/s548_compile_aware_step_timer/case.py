import torch

from s548_compile_aware_step_timer.executor import ExtendExecutor

ENTRY = "s548_compile_aware_step_timer.executor:ExtendExecutor.forward_extend"


def inputs():
    return (ExtendExecutor(), torch.randn(4, 8))
