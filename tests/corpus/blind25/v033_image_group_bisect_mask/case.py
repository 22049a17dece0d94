import torch

ENTRY = "v033_image_group_bisect_mask.attention:compiled_attn"


def inputs():
    return (torch.randn(13, 16),)
