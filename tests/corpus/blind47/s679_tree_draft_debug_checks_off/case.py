import torch

ENTRY = "s679_tree_draft_debug_checks_off.head:compiled"


def inputs():
    return (torch.randn(2, 7, 8),)
