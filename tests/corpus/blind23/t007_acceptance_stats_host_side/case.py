import torch

ENTRY = "t007_acceptance_stats_host_side.worker:forward_decode"


def inputs():
    g = torch.Generator().manual_seed(0)
    draft_tokens = torch.randint(0, 16, (3, 4), generator=g)
    target_logits = torch.randn(3, 5, 16, generator=g)
    return (draft_tokens, target_logits)
