import torch

ENTRY = "v032_split_per_image_guarded_check.connector:connector"


def inputs():
    # two images: grid 1x2x2 -> 1 merged token, grid 1x2x4 -> 2 merged tokens
    grid = torch.tensor([[1, 2, 2], [1, 2, 4]])
    patch_embeds = torch.randn(12, 8)
    ids = torch.tensor([[1, 2, 31, 3, 31, 31, 4]])
    return (ids, patch_embeds, grid)
