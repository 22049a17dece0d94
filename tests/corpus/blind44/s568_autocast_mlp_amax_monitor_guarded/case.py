import torch

ENTRY = "s568_autocast_mlp_amax_monitor_guarded.mlp:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
