import torch

ENTRY = "s343_rejection_sampler_metrics_observer.spec_runner:verify_tokens"


def inputs():
    g = torch.Generator().manual_seed(0)
    bs, k, vocab = 2, 3, 8
    target_probs = torch.softmax(torch.randn(bs, k, vocab, generator=g), dim=-1)
    draft_probs = torch.softmax(torch.randn(bs, k, vocab, generator=g), dim=-1)
    draft_token_ids = torch.randint(0, vocab, (bs, k), generator=g)
    bonus_token_ids = torch.randint(0, vocab, (bs, 1), generator=g)
    uniform = torch.rand(bs, k, generator=g)
    return (target_probs, draft_probs, draft_token_ids, bonus_token_ids, uniform)
