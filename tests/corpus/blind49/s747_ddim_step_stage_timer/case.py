import torch

ENTRY = "s747_ddim_step_stage_timer.pipeline:step"


def inputs():
    return (torch.randn(2, 4, 8), torch.tensor(960))
