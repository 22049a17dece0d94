import torch

ENTRY = "s572_replay_stats_timer.engine:compiled"


def inputs():
    return (torch.randn(3, 8),)
