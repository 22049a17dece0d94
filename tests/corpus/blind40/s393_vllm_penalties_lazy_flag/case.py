import torch

ENTRY = "s393_vllm_penalties_lazy_flag.sampler:sample_step"


def inputs():
    return (torch.randn(2, 32),)
