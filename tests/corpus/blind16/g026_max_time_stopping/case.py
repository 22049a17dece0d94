import torch

ENTRY = "g026_max_time_stopping.generation_runner:decode_step"


def inputs():
    input_ids = torch.tensor([[1, 5, 7], [3, 4, 9]])
    unfinished = torch.ones(2, dtype=torch.long)
    return (input_ids, unfinished)
