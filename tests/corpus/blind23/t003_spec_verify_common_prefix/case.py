import torch

ENTRY = "t003_spec_verify_common_prefix.worker:verify"


def inputs():
    g = torch.Generator().manual_seed(0)
    batch, k, vocab = 2, 4, 12
    draft_tokens = torch.randint(0, vocab, (batch, k), generator=g)
    draft_probs = torch.softmax(torch.randn(batch, k, vocab, generator=g), dim=-1)
    target_logits = torch.randn(batch, k + 1, vocab, generator=g)
    return (draft_tokens, draft_probs, target_logits)
