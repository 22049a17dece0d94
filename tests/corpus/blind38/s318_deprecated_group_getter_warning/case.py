import torch

ENTRY = "s318_deprecated_group_getter_warning.layer:tp_layer_forward"


def inputs():
    return (torch.randn(4, 16),)
