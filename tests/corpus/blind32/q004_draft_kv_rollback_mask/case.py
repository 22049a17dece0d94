import torch

ENTRY = "q004_draft_kv_rollback_mask.runner:draft_step"


def inputs():
    torch.manual_seed(0)
    hidden = torch.randn(4, 8)
    accepted = torch.tensor([True, True, False, False])
    return (hidden, accepted)
