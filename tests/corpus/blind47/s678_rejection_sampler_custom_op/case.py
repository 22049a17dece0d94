import torch

ENTRY = "s678_rejection_sampler_custom_op.sampler:verify_with_rejection_sampling"


def inputs():
    draft_token_ids = torch.randint(0, 16, (2, 3))
    draft_logits = torch.randn(2, 3, 16)
    target_logits = torch.randn(2, 4, 16)
    uniform = torch.rand(2, 4)
    return (draft_token_ids, draft_logits, target_logits, uniform)
