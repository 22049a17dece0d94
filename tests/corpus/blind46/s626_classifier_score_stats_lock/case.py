import torch

ENTRY = "s626_classifier_score_stats_lock.model:compiled"


def inputs():
    return (torch.randn(2, 5, 8),)
