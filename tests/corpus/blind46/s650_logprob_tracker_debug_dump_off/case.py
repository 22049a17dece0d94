import torch

from s650_logprob_tracker_debug_dump_off.tracker import TRACKER

ENTRY = "s650_logprob_tracker_debug_dump_off.tracker:LogprobTracker.accumulate"


def inputs():
    return (
        TRACKER,
        torch.randn(4, 8),
        torch.zeros(4),
        torch.tensor([0, 3, 1, 7], dtype=torch.long),
        torch.tensor([True, True, False, True]),
    )
