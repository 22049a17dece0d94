from __future__ import annotations

import torch

from .stats import StopStats


class StopChecker:
    def __init__(self, eos_token_id: int, stop_token_ids: list[int], max_tokens: int):
        self.stop_ids = torch.tensor(sorted({eos_token_id, *stop_token_ids}), dtype=torch.long)
        self.max_tokens = max_tokens
        self.stats = StopStats()

    def _observe(self, hit_stop: torch.Tensor, hit_len: torch.Tensor) -> None:
        if not torch.compiler.is_compiling():
            self.stats.record("stop_token", int(hit_stop.sum()))
            self.stats.record("length", int(hit_len.sum()))

    def __call__(self, next_tokens: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        hit_stop = torch.isin(next_tokens, self.stop_ids)
        hit_len = (seq_lens + 1) >= self.max_tokens
        self._observe(hit_stop, hit_len)
        return hit_stop | hit_len
