import torch

ENTRY = "q003_acceptance_stats_logger.proposer:propose_and_verify"


def inputs():
    torch.manual_seed(0)
    target_logits = torch.randn(4, 16)
    draft_logits = torch.randn(4, 16)
    return (target_logits, draft_logits)
