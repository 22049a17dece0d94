"""Token-choice routing with per-expert token lists (Mixtral-style loop)."""
from dataclasses import dataclass

import torch


@dataclass
class RoutingResult:
    weights: torch.Tensor     # [T, k]
    indices: torch.Tensor     # [T, k]

    def tokens_for(self, expert_id: int):
        """Token rows and top-k slots that picked ``expert_id``."""
        hit = self.indices == expert_id
        token_idx, slot_idx = torch.where(hit)
        return token_idx, slot_idx


def softmax_topk(logits: torch.Tensor, k: int, renormalize: bool = True) -> RoutingResult:
    probs = torch.softmax(logits, dim=-1, dtype=torch.float32)
    w, idx = torch.topk(probs, k, dim=-1)
    if renormalize:
        w = w / w.sum(dim=-1, keepdim=True)
    return RoutingResult(w.to(logits.dtype), idx)
