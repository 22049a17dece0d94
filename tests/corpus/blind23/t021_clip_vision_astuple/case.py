import torch

ENTRY = "t021_clip_vision_astuple.export:compiled_tower"


def inputs():
    return (torch.randn(2, 3, 32, 32),)
