import torch

ENTRY = "q001_spec_decode_bonus_item.spec_head:verify_head"


def inputs():
    bs, k, vocab = 2, 3, 16
    target_logits = torch.randn(bs, k + 1, vocab)
    draft_logits = torch.randn(bs, k, vocab)
    draft_token_ids = torch.randint(0, vocab, (bs, k))
    uniform = torch.rand(bs, k)
    return (target_logits, draft_logits, draft_token_ids, uniform)
