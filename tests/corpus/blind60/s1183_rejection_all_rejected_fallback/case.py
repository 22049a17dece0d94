import torch

ENTRY = "s1183_rejection_all_rejected_fallback.spec_runner:compiled_spec_head"


def inputs():
    torch.manual_seed(0)
    hidden_states = torch.randn(6, 8)
    draft_token_ids = torch.tensor([3, 1, 7, 7])
    return (hidden_states, draft_token_ids)
