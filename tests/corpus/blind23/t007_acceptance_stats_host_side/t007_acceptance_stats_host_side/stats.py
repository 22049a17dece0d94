from __future__ import annotations

from collections import deque

import torch

from ._compat import host_side


class AcceptanceTracker:
    """Rolling acceptance rate, used to adapt num_speculative_tokens."""

    def __init__(self, window: int = 128, min_k: int = 1, max_k: int = 8) -> None:
        self.window = deque(maxlen=window)
        self.min_k = min_k
        self.max_k = max_k
        self.total_drafted = 0
        self.total_accepted = 0

    @host_side
    def observe(self, num_accepted: torch.Tensor, num_drafted: int) -> None:
        accepted = num_accepted.tolist()
        self.total_accepted += sum(accepted)
        self.total_drafted += num_drafted * len(accepted)
        self.window.extend(a / num_drafted for a in accepted)

    def rate(self) -> float:
        return sum(self.window) / len(self.window) if self.window else 1.0

    def suggested_k(self, current: int) -> int:
        r = self.rate()
        if r > 0.8:
            return min(current + 1, self.max_k)
        if r < 0.3:
            return max(current - 1, self.min_k)
        return current
