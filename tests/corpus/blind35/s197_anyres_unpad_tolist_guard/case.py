import torch

ENTRY = "s197_anyres_unpad_tolist_guard.runner:run_vision_tower"


def inputs():
    pixel_values = torch.randn(1, 3, 16, 24)
    image_sizes = torch.tensor([[16, 24]])
    return (pixel_values, image_sizes)
