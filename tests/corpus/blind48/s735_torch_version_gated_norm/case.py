import torch

ENTRY = "s735_torch_version_gated_norm.normalization:mlp_block"


def inputs():
    return (torch.randn(4, 8),)
