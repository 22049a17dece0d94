import torch

ENTRY = "s341_medusa_tree_position_bisect.medusa_model:generate_candidates"


def inputs():
    return (torch.randn(4, 8),)
