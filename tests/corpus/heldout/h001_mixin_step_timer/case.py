import torch

ENTRY = "h001_mixin_step_timer.model:compiled_block"


def inputs():
    return (torch.randn(4, 8),)
