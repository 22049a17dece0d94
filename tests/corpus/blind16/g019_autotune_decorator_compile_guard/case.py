import torch

ENTRY = "g019_autotune_decorator_compile_guard.layers:compiled_stack"


def inputs():
    return (torch.randn(4, 8),)
