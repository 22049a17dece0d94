from __future__ import annotations

import torch

from .stats import AcceptanceTracker


class GreedySpecWorker:
    def __init__(self, num_speculative_tokens: int = 4) -> None:
        self.k = num_speculative_tokens
        self.tracker = AcceptanceTracker()

    @staticmethod
    def _greedy_accept(draft_tokens: torch.Tensor, target_tokens: torch.Tensor) -> torch.Tensor:
        k = draft_tokens.shape[1]
        match = draft_tokens == target_tokens[:, :k]
        return match.to(torch.int32).cumprod(dim=-1).sum(dim=-1)

    def _finalize(self, draft_tokens, target_tokens, num_accepted):
        k = draft_tokens.shape[1]
        positions = torch.arange(k + 1, device=draft_tokens.device)
        keep = positions.unsqueeze(0) <= num_accepted.unsqueeze(1)
        out = torch.where(keep, target_tokens, torch.full_like(target_tokens, -1))
        self.tracker.observe(num_accepted, k)
        return out

    def forward_decode(self, draft_tokens: torch.Tensor, target_logits: torch.Tensor):
        target_tokens = target_logits.argmax(dim=-1)  # [batch, k + 1]
        num_accepted = self._greedy_accept(draft_tokens, target_tokens)
        out = self._finalize(draft_tokens, target_tokens, num_accepted)
        return out, num_accepted + 1


worker = GreedySpecWorker(num_speculative_tokens=4)
forward_decode = torch.compile(worker.forward_decode, fullgraph=True)
