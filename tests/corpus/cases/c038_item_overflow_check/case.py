import torch

ENTRY = "c038_item_overflow_check.fp16_guard:compiled"


def inputs():
    return (torch.randn(4, 8),)
