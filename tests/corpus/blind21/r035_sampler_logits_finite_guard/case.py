import torch

ENTRY = "r035_sampler_logits_finite_guard.sampler:sample"


def inputs():
    return (torch.randn(3, 50), torch.tensor([0.7, 1.0, 0.5]))
