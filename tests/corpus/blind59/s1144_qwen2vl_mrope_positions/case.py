import torch

ENTRY = "s1144_qwen2vl_mrope_positions.qwen2_vl:prefill"


def inputs():
    input_ids = torch.tensor([1, 2, 50] + [51] * 4 + [3, 4, 5])
    pixel_values = torch.randn(16, 12)
    image_grid_thw = torch.tensor([[1, 4, 4]])
    return (input_ids, pixel_values, image_grid_thw)
