import torch

ENTRY = "s359_clip_patch_embed_registry.serve:compiled_vision_model"


def inputs():
    return (torch.randn(2, 3, 8, 8),)
