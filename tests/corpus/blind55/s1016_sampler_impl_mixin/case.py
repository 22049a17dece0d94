import torch

ENTRY = "s1016_sampler_impl_mixin.sampler:sample_step"


def inputs():
    hidden = torch.randn(4, 8)
    temperatures = torch.full((4,), 0.7)
    top_ps = torch.full((4,), 0.9)
    top_ks = torch.full((4,), 5, dtype=torch.int64)
    min_ps = torch.tensor([0.0, 0.05, 0.0, 0.1])
    return (hidden, temperatures, top_ps, top_ks, min_ps)
