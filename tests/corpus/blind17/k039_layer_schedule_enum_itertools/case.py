import torch

ENTRY = "k039_layer_schedule_enum_itertools.stack:compiled_stack"


def inputs():
    return (torch.randn(4, 8),)
