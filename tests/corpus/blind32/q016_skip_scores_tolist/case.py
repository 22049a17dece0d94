import torch

ENTRY = "q016_skip_scores_tolist.model:compiled"


def inputs():
    return (torch.randn(2, 5, 16),)
