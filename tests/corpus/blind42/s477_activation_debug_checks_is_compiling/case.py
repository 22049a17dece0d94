import torch

ENTRY = "s477_activation_debug_checks_is_compiling.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
