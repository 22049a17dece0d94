"""Acceptance-rate bookkeeping for speculative decoding (host side)."""
from collections import deque
from dataclasses import dataclass, field

import torch


@dataclass
class SpecDecodeWindow:
    num_draft_tokens: int = 0
    num_accepted_tokens: int = 0
    num_emitted_tokens: int = 0

    @property
    def draft_acceptance_rate(self) -> float:
        return self.num_accepted_tokens / max(self.num_draft_tokens, 1)


@dataclass
class SpecDecodeMetricsCollector:
    window_size: int = 128
    history: deque = field(default_factory=deque)
    current: SpecDecodeWindow = field(default_factory=SpecDecodeWindow)

    @torch.compiler.disable
    def observe(self, accepted_mask: torch.Tensor, num_draft_tokens: int) -> None:
        accepted = int(accepted_mask.sum())
        self.current.num_draft_tokens += accepted_mask.shape[0] * num_draft_tokens
        self.current.num_accepted_tokens += accepted
        self.current.num_emitted_tokens += accepted + accepted_mask.shape[0]
        if self.current.num_draft_tokens >= self.window_size:
            self.history.append(self.current)
            self.current = SpecDecodeWindow()
