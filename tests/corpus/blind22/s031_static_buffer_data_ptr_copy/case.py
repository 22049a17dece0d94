import torch

ENTRY = "s031_static_buffer_data_ptr_copy.runner:run_decode"


def inputs():
    input_ids = torch.tensor([3, 17, 8])
    positions = torch.tensor([5, 11, 2])
    return (input_ids, positions)
