import torch

ENTRY = "s1150_pixel_pad_same_name_processor.modeling_idefics3:idefics3"


def inputs():
    input_ids = torch.tensor([1, 2] + [33] * 8 + [3, 4])
    pixel_values = torch.randn(2, 3, 6, 7)
    return (input_ids, pixel_values)
