import torch

ENTRY = "s1076_beam_search_best_hypothesis.beam_search:beam_search"


def inputs():
    return (torch.randn(4, 8),)
