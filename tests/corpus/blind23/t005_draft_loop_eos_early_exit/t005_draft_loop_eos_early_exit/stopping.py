from __future__ import annotations

import torch


class DraftStopCriteria:
    """Decides when the draft loop can stop proposing early."""

    def __init__(self, eos_token_id: int, max_steps: int) -> None:
        self.eos_token_id = eos_token_id
        self.max_steps = max_steps

    def update(self, finished: torch.Tensor, tokens: torch.Tensor) -> torch.Tensor:
        return finished | (tokens == self.eos_token_id)

    def should_stop(self, finished: torch.Tensor, step: int) -> bool:
        if step + 1 >= self.max_steps:
            return True
        # every sequence emitted EOS: drafting further is wasted work
        if finished.all():
            return True
        return False
