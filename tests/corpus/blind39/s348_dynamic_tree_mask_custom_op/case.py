import torch

ENTRY = "s348_dynamic_tree_mask_custom_op.organize:organize_draft_results"


def inputs():
    scores = torch.rand(2, 6)
    tokens = torch.randint(0, 32, (2, 6))
    parents = torch.tensor([[-1, -1, 0, 0, 1, 2], [-1, -1, 0, 1, 1, 3]])
    verified_id = torch.randint(0, 32, (2,))
    return (scores, tokens, parents, verified_id)
