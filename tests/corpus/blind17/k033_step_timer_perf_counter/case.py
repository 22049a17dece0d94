import torch

ENTRY = "k033_step_timer_perf_counter.engine:run_step"


def inputs():
    return (torch.randn(4, 8), torch.randn(8, 8))
