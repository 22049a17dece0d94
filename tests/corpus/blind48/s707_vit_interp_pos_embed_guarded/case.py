import torch

ENTRY = "s707_vit_interp_pos_embed_guarded.model:encode_images"


def inputs():
    # 24x32 image with a 16x16 pretraining grid: forces the interpolation path
    return (torch.randn(2, 3, 24, 32),)
