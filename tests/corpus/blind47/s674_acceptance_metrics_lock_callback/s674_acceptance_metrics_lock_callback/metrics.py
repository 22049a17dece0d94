"""Acceptance-rate counters shared between the scheduler thread and the metrics exporter."""
from __future__ import annotations

import threading
from dataclasses import dataclass, field

import torch


@dataclass
class SpecDecodeStats:
    num_drafts: int = 0
    num_draft_tokens: int = 0
    accepted_tokens: torch.Tensor = field(default_factory=lambda: torch.zeros((), dtype=torch.int64))
    accepted_per_pos: torch.Tensor = field(default_factory=lambda: torch.zeros(4, dtype=torch.int64))


class SpecDecodeMetrics:
    """Collects stats on the scheduler thread; ``snapshot`` is called by the Prometheus exporter."""

    def __init__(self, num_spec_tokens: int):
        self.num_spec_tokens = num_spec_tokens
        self._lock = threading.Lock()
        self._stats = SpecDecodeStats(accepted_per_pos=torch.zeros(num_spec_tokens, dtype=torch.int64))

    def on_step_end(self, accept_mask: torch.Tensor) -> None:
        """accept_mask: [bs, num_spec_tokens] bool, True where the draft token was accepted."""
        accepted = accept_mask.to(torch.int64)
        with self._lock:
            self._stats.num_drafts += accept_mask.shape[0]
            self._stats.num_draft_tokens += accept_mask.numel()
            self._stats.accepted_tokens += accepted.sum()
            self._stats.accepted_per_pos += accepted.sum(dim=0)

    def snapshot(self) -> dict:
        with self._lock:
            s = self._stats
            return {
                "num_drafts": s.num_drafts,
                "acceptance_rate": float(s.accepted_tokens) / max(s.num_draft_tokens, 1),
                "per_position": s.accepted_per_pos.tolist(),
            }
