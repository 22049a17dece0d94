import torch

ENTRY = "s856_static_forward_context_window_lookup.model:compiled"


def inputs():
    return (torch.randn(1, 4, 8),)
