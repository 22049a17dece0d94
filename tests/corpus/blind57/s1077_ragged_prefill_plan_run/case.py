import torch

ENTRY = "s1077_ragged_prefill_plan_run.backend:forward_extend"


def inputs():
    return (torch.randn(4, 8),)
