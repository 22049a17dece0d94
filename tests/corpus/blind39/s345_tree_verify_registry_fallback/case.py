import torch

ENTRY = "s345_tree_verify_registry_fallback.verify_step:eagle_verify"


def inputs():
    # target logits for the 4 tree nodes over an 8-token vocab, and the drafted tokens
    return (torch.randn(4, 8), torch.randint(0, 8, (4,)))
