import torch

ENTRY = "s108_anyres_tile_tolist.llava_next:compiled_pack"


def inputs():
    # 4 tiles of 2x2 patch features (dim 8) + the original image size (h, w) in pixels
    return (torch.randn(4, 4, 8), torch.tensor([[336.0, 504.0]]))
