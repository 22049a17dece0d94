import torch

ENTRY = "s894_mrope_position_registry.model_runner:forward_step"


def inputs():
    text = [5, 6, 60] + [61] * 4 + [7, 8, 9]
    input_ids = torch.tensor([text, text])
    image_grid_thw = torch.tensor([[1, 4, 4], [1, 4, 4]])
    return (input_ids, image_grid_thw)
