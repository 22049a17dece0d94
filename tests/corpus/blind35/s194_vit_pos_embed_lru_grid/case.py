import torch

ENTRY = "s194_vit_pos_embed_lru_grid.encoder:encode_image"


def inputs():
    return (torch.randn(1, 3, 24, 32),)
