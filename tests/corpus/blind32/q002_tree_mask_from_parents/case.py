import torch

ENTRY = "q002_tree_mask_from_parents.draft_model:compiled_draft"


def inputs():
    torch.manual_seed(0)
    hidden = torch.randn(5, 8)
    # token tree: root 0, children 1,2 of 0, 3 child of 1, 4 child of 2
    parents = torch.tensor([-1, 0, 0, 1, 2])
    return (hidden, parents)
