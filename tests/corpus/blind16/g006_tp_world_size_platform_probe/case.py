import torch

ENTRY = "g006_tp_world_size_platform_probe.linear:o_proj"


def inputs():
    return (torch.randn(4, 8),)
