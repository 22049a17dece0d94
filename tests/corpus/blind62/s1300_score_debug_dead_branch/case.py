import torch

ENTRY = "s1300_score_debug_dead_branch.score_head:rerank_forward"


def inputs():
    return (torch.randn(3, 5, 8), torch.tensor([4, 2, 3]))
