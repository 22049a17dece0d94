import torch

ENTRY = "s177_replay_metrics_is_compiling_guard.runner:compiled_forward"


def inputs():
    return (torch.randn(3, 8),)
