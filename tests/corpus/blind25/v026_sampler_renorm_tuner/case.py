import torch

from v026_sampler_renorm_tuner.sampler import SAMPLER

ENTRY = "v026_sampler_renorm_tuner.sampler:TopKTopPSampler.forward"


def inputs():
    return (SAMPLER, torch.randn(4, 8))
