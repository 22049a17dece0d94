import torch

ENTRY = "s584_stage_timer_perf_counter.stage_runner:step"


def inputs():
    return (torch.randn(4, 8),)
