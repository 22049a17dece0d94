import torch

ENTRY = "s1105_vision_tower_freeze_params.mm_runner:encode_images"


def inputs():
    return (torch.randn(2, 3, 8, 8),)
