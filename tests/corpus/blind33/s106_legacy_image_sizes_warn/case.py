import torch

ENTRY = "s106_legacy_image_sizes_warn.tower:encode_images"


def inputs():
    # two 8x8 images, image_sizes given as (h, w) pairs
    return (torch.randn(2, 3, 8, 8), torch.tensor([[8, 8], [8, 6]]))
