import torch

ENTRY = "s104_encoder_cache_data_ptr.runner:run_vision"


def inputs():
    # 2 images, 3 channels, 8x8 pixels
    return (torch.randn(2, 3, 8, 8),)
