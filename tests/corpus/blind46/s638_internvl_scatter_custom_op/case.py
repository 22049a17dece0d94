import torch

ENTRY = "s638_internvl_scatter_custom_op.internvl:compiled"


def inputs():
    input_ids = torch.tensor([1, 0, 0, 0, 0, 7, 0, 0, 0, 0, 2])
    vit_embeds = torch.randn(2, 4, 4, 6)  # 2 tiles, 4x4 patches -> 4 tokens each
    image_offsets = torch.tensor([1, 6])
    image_lengths = torch.tensor([4, 4])
    return (input_ids, vit_embeds, image_offsets, image_lengths)
