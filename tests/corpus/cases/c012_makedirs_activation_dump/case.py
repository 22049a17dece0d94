import torch

ENTRY = "c012_makedirs_activation_dump.debug_hooks:compiled_block"


def inputs():
    return (torch.randn(4, 8),)
