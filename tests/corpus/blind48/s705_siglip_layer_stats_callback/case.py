import torch

ENTRY = "s705_siglip_layer_stats_callback.engine:compiled_vision_model"


def inputs():
    return (torch.randn(2, 3, 16, 16),)
