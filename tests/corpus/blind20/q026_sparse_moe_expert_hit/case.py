import torch

ENTRY = "q026_sparse_moe_expert_hit.serving:moe_forward"


def inputs():
    return (torch.randn(2, 3, 16),)
