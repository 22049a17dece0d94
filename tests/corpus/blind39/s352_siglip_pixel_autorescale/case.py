import torch

ENTRY = "s352_siglip_pixel_autorescale.pipeline:preprocess_pixels"


def inputs():
    return (torch.rand(2, 4, 12, 12) * 255.0,)
