import torch

ENTRY = "s346_adaptive_draft_steps_timer.proposer:propose"


def inputs():
    return (torch.randn(4, 8), torch.randint(0, 32, (4,)))
