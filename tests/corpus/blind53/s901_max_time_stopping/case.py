import torch

ENTRY = "s901_max_time_stopping.greedy_step:decode_step"


def inputs():
    logits = torch.randn(2, 1, 16)
    input_ids = torch.randint(0, 16, (2, 8))
    unfinished = torch.ones(2, dtype=torch.long)
    return (logits, input_ids, unfinished)
