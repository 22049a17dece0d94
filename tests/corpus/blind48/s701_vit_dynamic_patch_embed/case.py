import torch

ENTRY = "s701_vit_dynamic_patch_embed.modeling_vit:vit_encoder"


def inputs():
    # 28 x 36 image: neither side is a multiple of the 8-pixel patch
    return (torch.randn(1, 3, 28, 36),)
