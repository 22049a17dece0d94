import torch

ENTRY = "s1038_deprecated_kwarg_init_shim.mlp:mlp_forward"


def inputs():
    return (torch.randn(4, 8),)
