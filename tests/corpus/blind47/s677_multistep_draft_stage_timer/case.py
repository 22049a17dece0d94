import torch

ENTRY = "s677_multistep_draft_stage_timer.draft_runner:compiled"


def inputs():
    return (torch.randint(0, 16, (2,)), torch.randn(2, 8))
