from __future__ import annotations

from typing import Tuple

import torch

from .config import SpecConfig
from .model import TargetHead

_cfg = SpecConfig()
_head = TargetHead(_cfg).eval()


def accept_prefix(draft_tokens: torch.Tensor, target_tokens: torch.Tensor) -> Tuple[torch.Tensor, int]:
    """Greedy verification: keep the longest prefix of draft tokens the target
    agrees with, plus the target's own token at the first disagreement."""
    matches = (draft_tokens == target_tokens[:-1]).to(torch.int32)
    num_accepted = int(matches.cumprod(dim=0).sum().item())
    positions = torch.arange(target_tokens.shape[0], device=target_tokens.device)
    out = torch.where(positions <= num_accepted, target_tokens, _cfg.placeholder_token_id)
    return out, num_accepted


@torch.compile(fullgraph=True)
def verify_step(hidden: torch.Tensor, draft_tokens: torch.Tensor):
    with torch.no_grad():
        logits = _head.compute_logits(hidden)
    target_tokens = logits.argmax(dim=-1)
    out, num_accepted = accept_prefix(draft_tokens, target_tokens)
    return out, num_accepted
