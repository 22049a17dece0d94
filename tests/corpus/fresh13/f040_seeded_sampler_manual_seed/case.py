import torch

ENTRY = "f040_seeded_sampler_manual_seed.sampler:compiled_sampler"


def inputs():
    return (torch.randn(2, 10),)
