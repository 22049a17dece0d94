import torch

ENTRY = "s1147_masked_scatter_guarded_validation.internvl:model"


def inputs():
    input_ids = torch.tensor([1, 4] + [92] * 2 + [5] + [93] * 4 + [6])
    pixel_values = torch.randn(3, 8, 6)
    return (input_ids, pixel_values)
