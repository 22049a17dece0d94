import torch

ENTRY = "x010_per_request_seeded_sampling.sampler:sample"


def inputs():
    return (torch.randn(4, 16),)
