import torch

ENTRY = "q024_max_time_stopping.decode:decode_step"


def inputs():
    input_ids = torch.randint(4, 32, (2, 5))
    logits = torch.randn(2, 5, 32)
    unfinished = torch.ones(2, dtype=torch.long)
    return (input_ids, logits, unfinished)
