import torch

ENTRY = "s1292_reranker_activation_warn_once.modeling:score_pairs"


def inputs():
    return (torch.randn(2, 5, 8),)
