import torch

from q027_ancestral_sampler_generator.sampler import build_sampler

ENTRY = "q027_ancestral_sampler_generator.sampler:EulerAncestralStep.step"

_step = build_sampler(seed=1234)


def inputs():
    return (_step, torch.randn(1, 4, 8, 8), 3)
