import torch

ENTRY = "s1261_llava_image_token_merge.modeling_llava:compiled_model"


def inputs():
    input_ids = torch.randint(0, 60, (1, 12))
    input_ids[0, 1:6] = 63
    pixel_values = torch.randn(1, 3, 8, 8)
    return (input_ids, pixel_values)
