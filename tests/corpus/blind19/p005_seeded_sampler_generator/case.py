import torch

from p005_seeded_sampler_generator.sampler import Sampler
from p005_seeded_sampler_generator.sampling_params import SamplingParams

ENTRY = "p005_seeded_sampler_generator.sampler:Sampler.sample"


def inputs():
    sampler = Sampler(SamplingParams(temperature=0.7, top_k=4, seed=1234))
    return (sampler, torch.randn(4, 8))
