import torch

ENTRY = "c051_dynamo_is_compiling_guard_timer.engine:compiled"


def inputs():
    return (torch.randn(4, 8),)
