import torch

ENTRY = "s1204_paged_alloc_timed_decorator.schedule_batch:prepare_for_decode"


def inputs():
    return (torch.tensor([0, 1, 3]), torch.tensor([4, 6, 1]))
