import torch

ENTRY = "s441_seeded_exponential_sampler.sampler:compiled_sampler"


def inputs():
    return (torch.randn(4, 32),)
