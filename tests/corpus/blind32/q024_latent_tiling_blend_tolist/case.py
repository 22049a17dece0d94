import torch

ENTRY = "q024_latent_tiling_blend_tolist.vae:tiled_decode"


def inputs():
    return (torch.randn(1, 4, 16, 16),)
