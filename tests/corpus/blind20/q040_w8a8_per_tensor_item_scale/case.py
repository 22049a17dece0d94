import torch

ENTRY = "q040_w8a8_per_tensor_item_scale.layers:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
