import torch

ENTRY = "p001_spec_verify_accept_len.worker:verify_draft"


def inputs():
    torch.manual_seed(0)
    draft_logits = torch.randn(3, 8)
    target_logits = torch.randn(4, 8)
    coins = torch.rand(3)
    return (draft_logits, target_logits, coins)
