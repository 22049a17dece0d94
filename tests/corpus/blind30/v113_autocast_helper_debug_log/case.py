import torch

ENTRY = "v113_autocast_helper_debug_log.mlp:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
