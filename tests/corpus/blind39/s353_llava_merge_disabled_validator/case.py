import torch

ENTRY = "s353_llava_merge_disabled_validator.runner:compiled_model"


def inputs():
    # one 8x8 image -> 4 patches -> 4 <image> placeholders (id 63)
    input_ids = torch.tensor([1, 7, 63, 63, 63, 63, 9, 12])
    pixel_values = torch.randn(1, 3, 8, 8)
    return (input_ids, pixel_values)
