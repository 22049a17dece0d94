from dataclasses import dataclass, field
from typing import List

import torch


@dataclass
class SpecDecodeStats:
    num_verify_steps: int = 0
    num_draft_tokens: int = 0
    max_accept_len_seen: int = 0
    accept_len_histogram: List[int] = field(default_factory=lambda: [0] * 8)

    def update(self, accept_length: torch.Tensor, num_draft_tokens: int) -> None:
        self.num_verify_steps += 1
        self.num_draft_tokens += num_draft_tokens
        self._track_max(accept_length)

    def _track_max(self, accept_length: torch.Tensor) -> None:
        step_max = int(accept_length.max())
        if step_max > self.max_accept_len_seen:
            self.max_accept_len_seen = step_max

    @property
    def avg_accept_length(self) -> float:
        if self.num_verify_steps == 0:
            return 0.0
        return self.num_draft_tokens / self.num_verify_steps
