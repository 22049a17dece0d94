import torch

ENTRY = "k038_precision_scope_exitstack.block:compiled_block"


def inputs():
    return (torch.randn(4, 8),)
