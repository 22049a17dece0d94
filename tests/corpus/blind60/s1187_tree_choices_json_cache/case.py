import torch

ENTRY = "s1187_tree_choices_json_cache.medusa_verify:compiled_verifier"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(2, 5, 8),)
