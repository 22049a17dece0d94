import torch

ENTRY = "s267_calib_observer_is_compiling.qlinear:serve_forward"


def inputs():
    return (torch.randn(4, 8),)
