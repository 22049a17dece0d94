import torch

ENTRY = "x012_int8_observer_amax_tolist.layers:qlinear_forward"


def inputs():
    return (torch.randn(4, 8),)
