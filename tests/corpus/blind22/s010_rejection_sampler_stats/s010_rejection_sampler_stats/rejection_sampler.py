"""Standard rejection sampler (Leviathan et al.) for K draft tokens per request."""
from __future__ import annotations

import torch

from .stats import SPEC_STATS
from .utils import PLACEHOLDER_TOKEN_ID, first_rejected_index, prefix_closed, residual_distribution


def _gather_token_probs(probs: torch.Tensor, token_ids: torch.Tensor) -> torch.Tensor:
    return probs.gather(-1, token_ids.unsqueeze(-1)).squeeze(-1)


@torch.compile(fullgraph=True, dynamic=False)
def rejection_sample(
    draft_token_ids: torch.Tensor,  # [B, K]
    draft_probs: torch.Tensor,      # [B, K, V]
    target_logits: torch.Tensor,    # [B, K + 1, V]
) -> tuple[torch.Tensor, torch.Tensor]:
    bsz, k = draft_token_ids.shape
    target_probs = target_logits.softmax(dim=-1)

    p_target = _gather_token_probs(target_probs[:, :k], draft_token_ids)
    p_draft = _gather_token_probs(draft_probs, draft_token_ids)
    uniform = torch.rand_like(p_target)
    accepted = prefix_closed(uniform * p_draft < p_target)
    SPEC_STATS.observe(accepted)

    # Recovered token at the first rejected position, bonus token if all accepted.
    first_rej = first_rejected_index(accepted)
    residual = residual_distribution(target_probs[:, :k], draft_probs)
    residual = torch.cat([residual, target_probs[:, k:]], dim=1)  # [B, K + 1, V]
    row = torch.arange(bsz, device=draft_token_ids.device)
    recovered = torch.multinomial(residual[row, first_rej], num_samples=1).squeeze(-1)

    out = torch.full((bsz, k + 1), PLACEHOLDER_TOKEN_ID, dtype=torch.long, device=draft_token_ids.device)
    out[:, :k] = torch.where(accepted, draft_token_ids, out[:, :k])
    out[row, first_rej] = recovered
    num_accepted = accepted.sum(dim=-1)
    return out, num_accepted
