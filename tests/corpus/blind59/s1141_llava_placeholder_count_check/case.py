import torch

ENTRY = "s1141_llava_placeholder_count_check.model:model"


def inputs():
    input_ids = torch.tensor([1, 5, 32, 32, 32, 7, 32, 32, 32, 9])
    pixel_values = torch.randn(2, 3, 8)
    return (input_ids, pixel_values)
