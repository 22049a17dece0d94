import torch

from s340_timestep_index_nonzero.step import DEFAULT_STEP

ENTRY = "s340_timestep_index_nonzero.step:compiled_forward"


def inputs():
    t = DEFAULT_STEP.scheduler.timesteps[3].clone()
    return (torch.randn(1, 4, 8, 8), t)
