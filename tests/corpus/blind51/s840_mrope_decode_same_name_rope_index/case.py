import torch

ENTRY = "s840_mrope_decode_same_name_rope_index.model_runner:runner.decode"


def inputs():
    input_ids = torch.tensor([17, 23, 5])
    positions = torch.tensor([12, 30, 7])
    mrope_position_delta = torch.tensor([-3, 0, -12])
    return (input_ids, positions, mrope_position_delta)
