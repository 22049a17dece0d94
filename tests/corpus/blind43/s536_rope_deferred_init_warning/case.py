import torch

ENTRY = "s536_rope_deferred_init_warning.modeling:compiled"


def inputs():
    return (torch.randn(4, 8),)
