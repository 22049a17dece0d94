import torch

from f022_all_greedy_item_branch.sampler import Sampler

ENTRY = "f022_all_greedy_item_branch.sampler:Sampler.forward"

_sampler = Sampler()


def inputs():
    return (_sampler, torch.randn(3, 10), torch.tensor([0.0, 0.8, 1.0]))
