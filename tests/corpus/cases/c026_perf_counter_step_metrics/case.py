import torch

ENTRY = "c026_perf_counter_step_metrics.engine:compiled_step"


def inputs():
    return (torch.randn(4, 8),)
