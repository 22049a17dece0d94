import torch

ENTRY = "s010_rejection_sampler_stats.rejection_sampler:rejection_sample"


def inputs():
    bsz, k, vocab = 4, 3, 8
    draft_token_ids = torch.randint(0, vocab, (bsz, k))
    draft_probs = torch.rand(bsz, k, vocab).softmax(dim=-1)
    target_logits = torch.randn(bsz, k + 1, vocab)
    return (draft_token_ids, draft_probs, target_logits)
