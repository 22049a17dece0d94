import torch

ENTRY = "r028_vit_interpolate_pos_embed.modeling_vit:compiled_vision_tower"


def inputs():
    # 24x16 image on a tower pre-trained at 16x16: position embeddings get interpolated
    return (torch.randn(1, 3, 24, 16),)
