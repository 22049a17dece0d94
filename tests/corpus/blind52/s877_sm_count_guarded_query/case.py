import torch

ENTRY = "s877_sm_count_guarded_query.model:step"


def inputs():
    return (torch.randn(4, 8),)
