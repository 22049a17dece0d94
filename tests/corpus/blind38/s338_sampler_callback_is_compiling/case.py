import torch

from s338_sampler_callback_is_compiling.sampler import DDIMSampler, TinyEps

SAMPLER = DDIMSampler(TinyEps().eval(), num_inference_steps=10)
ENTRY = "s338_sampler_callback_is_compiling.sampler:DDIMSampler.step"


def inputs():
    return (SAMPLER, torch.randn(1, 4, 8, 8), 4)
