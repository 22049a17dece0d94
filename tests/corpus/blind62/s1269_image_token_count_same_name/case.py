import torch

ENTRY = "s1269_image_token_count_same_name.modeling_qwen2_vl:compiled_encoder"


def inputs():
    image_grid_thw = torch.tensor([[1, 2, 4], [1, 4, 4]])
    pixel_values = torch.randn(24, 24)
    return (pixel_values, image_grid_thw)
