import torch

ENTRY = "s814_request_logprob_accounting.sampler:sample_step"


def inputs():
    return (torch.randn(4, 8),)
