import torch

ENTRY = "v035_pos_embed_interp_layout_key.vision_embed:connector"


def inputs():
    return (torch.randn(1, 3, 24, 20),)
