import torch

ENTRY = "f015_step_timer_perf_counter.engine:run_step"


def inputs():
    return (torch.randn(2, 8), torch.randn(8, 8))
