import torch

ENTRY = "s595_instrumented_forward_decorator.engine:run_blocks"


def inputs():
    return (torch.randn(4, 8),)
