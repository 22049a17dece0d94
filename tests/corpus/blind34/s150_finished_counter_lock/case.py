import torch

ENTRY = "s150_finished_counter_lock.scoring:step"


def inputs():
    logp = torch.log_softmax(torch.randn(6, 8), dim=-1)
    return (logp, torch.zeros(2, 3), torch.ones(2, 3, dtype=torch.long), torch.full((2, 3), float("-inf")))
