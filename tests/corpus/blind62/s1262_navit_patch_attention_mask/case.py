import torch

from s1262_navit_patch_attention_mask import Idefics2VisionConfig, Idefics2VisionTransformer

ENTRY = "s1262_navit_patch_attention_mask.vision_encoder:Idefics2VisionTransformer.forward"


def inputs():
    model = Idefics2VisionTransformer(Idefics2VisionConfig())
    pixel_values = torch.randn(2, 3, 16, 16)
    patch_attention_mask = torch.ones(2, 4, 4, dtype=torch.bool)
    patch_attention_mask[1, 2:, :] = False
    return (model, pixel_values, patch_attention_mask)
