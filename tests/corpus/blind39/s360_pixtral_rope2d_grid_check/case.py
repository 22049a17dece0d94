import torch

ENTRY = "s360_pixtral_rope2d_grid_check.vision_tower:encode_images"


def inputs():
    return (torch.randn(1, 3, 8, 12),)
