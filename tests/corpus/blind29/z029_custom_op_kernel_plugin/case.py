import torch

from z029_custom_op_kernel_plugin.layer import build_layer

ENTRY = "z029_custom_op_kernel_plugin.layer:RotaryQK.forward"

_LAYER = build_layer()


def inputs():
    return (_LAYER, torch.randn(2, 4, 8), torch.randn(2, 4, 8))
