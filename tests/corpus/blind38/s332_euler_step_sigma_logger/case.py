import torch

from s332_euler_step_sigma_logger.sampler import build_sampler

_SAMPLER = build_sampler("euler", num_steps=10)
ENTRY = "s332_euler_step_sigma_logger.sampler:compiled_step"


def inputs():
    return (torch.randn(1, 4, 8, 8), 3)
