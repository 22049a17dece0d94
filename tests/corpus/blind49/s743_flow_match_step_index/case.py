import torch

from s743_flow_match_step_index.denoise import _runner

ENTRY = "s743_flow_match_step_index.denoise:compiled_denoise_step"


def inputs():
    return (torch.randn(2, 4, 8), _runner.scheduler.timesteps[0].clone())
