import torch

ENTRY = "q001_rejection_sampler_item.verifier:verify_step"


def inputs():
    torch.manual_seed(0)
    draft_tokens = torch.randint(0, 16, (4,))
    draft_probs = torch.softmax(torch.randn(4, 16), -1)
    hidden = torch.randn(5, 8)
    return (draft_tokens, draft_probs, hidden)
