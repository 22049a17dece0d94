import torch

ENTRY = "x003_bad_words_prefix_match.sampler:sampler_head"


def inputs():
    ids = torch.tensor([[0, 1, 2, 5], [4, 4, 1, 2], [7, 8, 9, 10], [1, 1, 1, 1]])
    return (ids, torch.randn(4, 16))
