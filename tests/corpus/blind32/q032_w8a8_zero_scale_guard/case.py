import torch

from q032_w8a8_zero_scale_guard.layers import W8A8Linear

ENTRY = "q032_w8a8_zero_scale_guard.layers:W8A8Linear.forward"

_LAYER = W8A8Linear(8, 12)


def inputs():
    return (_LAYER, torch.randn(4, 8))
