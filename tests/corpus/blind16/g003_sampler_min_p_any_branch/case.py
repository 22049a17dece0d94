import torch

ENTRY = "g003_sampler_min_p_any_branch.sampler:sampler"


def inputs():
    return (torch.randn(4, 8), torch.rand(4) + 0.5, torch.full((4,), 0.05))
