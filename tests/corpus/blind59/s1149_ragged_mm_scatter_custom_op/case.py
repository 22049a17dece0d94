import torch

ENTRY = "s1149_ragged_mm_scatter_custom_op.model:pixtral"


def inputs():
    input_ids = torch.tensor([1, 10, 10, 10, 4, 2, 1, 10, 10, 10, 10, 5])
    pixel_values = torch.randn(7, 4)
    mm_offsets = torch.tensor([1, 7])
    mm_lens = torch.tensor([3, 4])
    return (input_ids, pixel_values, mm_offsets, mm_lens)
