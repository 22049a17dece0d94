import torch

ENTRY = "s1155_draft_history_ring.medusa_head:propose_draft_logits"


def inputs():
    return (torch.randn(4, 8),)
