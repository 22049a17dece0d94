import torch

ENTRY = "q027_llava_projector_custom_op.modeling:compiled_model"


def inputs():
    input_ids = torch.tensor([[1, 31, 31, 31, 31, 5, 6, 7]])
    pixel_values = torch.randn(1, 16, 8)
    return (input_ids, pixel_values)
