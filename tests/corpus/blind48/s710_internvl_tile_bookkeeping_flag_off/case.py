import torch

ENTRY = "s710_internvl_tile_bookkeeping_flag_off.model:step"


def inputs():
    # 2 tiles (dynamic tile + thumbnail), 4 IMG_CONTEXT tokens each
    pixel_values = torch.randn(2, 3, 16, 16)
    input_ids = torch.tensor([[1, 7] + [46] * 8 + [12, 2]])
    image_flags = torch.tensor([1, 1])
    return (pixel_values, input_ids, image_flags)
