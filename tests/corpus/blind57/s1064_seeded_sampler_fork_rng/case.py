import torch

ENTRY = "s1064_seeded_sampler_fork_rng.sampler_step:sample_next_tokens"


def inputs():
    return (torch.randn(4, 8),)
