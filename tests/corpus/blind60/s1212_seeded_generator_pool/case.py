import torch

from s1212_seeded_generator_pool import SamplingMetadata, Sampler

ENTRY = "s1212_seeded_generator_pool.sampler:Sampler.sample"


def inputs():
    metadata = SamplingMetadata(
        temperature=torch.tensor([0.8, 0.0, 1.0, 0.6]),
        all_greedy=False,
        all_random=False,
        top_p=torch.tensor([0.9, 1.0, 0.95, 0.8]),
        top_k=torch.tensor([5, 8, 3, 8]),
        seeds={0: 1234, 2: 42},
    )
    return (Sampler(), torch.randn(4, 8), metadata)
