import torch

ENTRY = "s937_platform_onednn_probe.mlp:vit_block"


def inputs():
    return (torch.randn(4, 8),)
