import torch

ENTRY = "s962_pixel_shuffle_projector_registry.connector:encode_images"


def inputs():
    return (torch.randn(2, 17, 8),)
