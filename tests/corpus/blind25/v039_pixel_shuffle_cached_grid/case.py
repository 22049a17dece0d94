import torch

ENTRY = "v039_pixel_shuffle_cached_grid.projector:project_step"


def inputs():
    # 2 tiles of a 5x5 patch grid (odd: padded to 6x6 before the shuffle), ViT width 8
    return (torch.randn(2, 25, 8),)
