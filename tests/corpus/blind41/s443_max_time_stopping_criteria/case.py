import torch

ENTRY = "s443_max_time_stopping_criteria.generation_utils:greedy_step"


def inputs():
    input_ids = torch.randint(3, 32, (4, 10))
    logits = torch.randn(4, 32)
    unfinished = torch.ones(4, dtype=torch.long)
    return (input_ids, logits, unfinished)
