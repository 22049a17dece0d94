import torch

ENTRY = "z030_guarded_plugin_discovery.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
