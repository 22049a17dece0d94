import torch

ENTRY = "z013_resize_aspect_logger_warning.model:compiled_tower"


def inputs():
    return (torch.rand(1, 3, 20, 12),)
