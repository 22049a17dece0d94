import torch

ENTRY = "p026_max_time_stopping.decoding:decode_step"


def inputs():
    input_ids = torch.randint(3, 32, (2, 5))
    logits = torch.randn(2, 32)
    unfinished = torch.ones(2, dtype=torch.long)
    return (input_ids, logits, unfinished)
