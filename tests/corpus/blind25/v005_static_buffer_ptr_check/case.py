import torch

ENTRY = "v005_static_buffer_ptr_check.runner:compiled_runner"


def inputs():
    input_ids = torch.tensor([2, 5, 7], dtype=torch.long)
    positions = torch.tensor([0, 3, 1], dtype=torch.long)
    req_pool_indices = torch.tensor([1, 0, 2], dtype=torch.long)
    return (input_ids, positions, req_pool_indices)
