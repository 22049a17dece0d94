import torch

ENTRY = "s409_ep_moe_debug_paths_off.ep_moe:compiled_moe"


def inputs():
    return (torch.randn(4, 8),)
