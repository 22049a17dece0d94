import torch

ENTRY = "t022_siglip_resize_custom_op.serve:image_encoder"


def inputs():
    # raw 0..255 images at camera resolution; the model resizes them itself
    return (torch.rand(2, 3, 24, 20) * 255.0,)
