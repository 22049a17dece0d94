import torch

ENTRY = "q004_seeded_sampler_generator.sampler:sampler"


def inputs():
    return (torch.randn(4, 32),)
