import torch

ENTRY = "s538_tied_head_weakref_registry.serving:compute_logits"


def inputs():
    return (torch.randn(4, 8),)
