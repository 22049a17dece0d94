import torch

ENTRY = "s832_llava_placeholder_count_check.runner:runner.forward_prefill"


def inputs():
    input_ids = torch.tensor([[1, 32, 32, 32, 32, 5, 6, 7]])
    pixel_values = torch.randn(1, 3, 8, 8)
    return (input_ids, pixel_values)
