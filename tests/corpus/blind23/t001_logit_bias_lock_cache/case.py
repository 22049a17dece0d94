import torch

ENTRY = "t001_logit_bias_lock_cache.sampler:sample_step"


def inputs():
    return (torch.randn(4, 32),)
