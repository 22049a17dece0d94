import torch

ENTRY = "h085_vision_tower_dump_hook.llava:language_model_compiled"


def inputs():
    return (torch.randn(1, 5, 16),)
