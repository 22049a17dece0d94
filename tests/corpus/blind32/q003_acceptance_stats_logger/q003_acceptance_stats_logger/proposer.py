import torch

from .metrics import get_metrics


def _greedy_match(target_logits: torch.Tensor, draft_logits: torch.Tensor) -> torch.Tensor:
    target_ids = target_logits.argmax(-1)
    draft_ids = draft_logits.argmax(-1)
    return target_ids == draft_ids


def _prefix_accept(match: torch.Tensor) -> torch.Tensor:
    # accept the longest matching prefix only
    return match.to(torch.int32).cumprod(dim=-1).bool()


@torch.compile(fullgraph=True)
def propose_and_verify(target_logits: torch.Tensor, draft_logits: torch.Tensor):
    match = _greedy_match(target_logits, draft_logits)
    accepted = _prefix_accept(match)
    get_metrics().observe(accepted)
    target_ids = target_logits.argmax(-1)
    return torch.where(accepted, target_ids, torch.full_like(target_ids, -1))
