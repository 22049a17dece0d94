import torch

ENTRY = "v127_numpy_sincos_2d_posembed.mae_encoder:compiled_encoder"


def inputs():
    return (torch.randn(1, 3, 8, 12),)
