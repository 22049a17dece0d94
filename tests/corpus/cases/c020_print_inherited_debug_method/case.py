import torch

ENTRY = "c020_print_inherited_debug_method.llama:compiled"


def inputs():
    return (torch.randn(4, 8),)
