import torch

ENTRY = "s519_layer_draft_verify_op.drafter:draft_verify_step"


def inputs():
    return (torch.randn(4, 8),)
