import torch

ENTRY = "s580_debug_checks_config_off.decode_graph:compiled"


def inputs():
    return (torch.randn(7, 8),)
