import torch

ENTRY = "s101_vision_rope_grid_thw.encoder:compiled_encoder"


def inputs():
    # one image, 1 x 4 x 4 patch grid -> 16 patches of dim 8
    return (torch.randn(16, 8), torch.tensor([[1, 4, 4]]))
