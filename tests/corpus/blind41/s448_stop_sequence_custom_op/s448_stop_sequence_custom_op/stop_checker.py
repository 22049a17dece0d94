from __future__ import annotations

from typing import Sequence

import torch

from .stop_ops import match_stop_sequences, pad_stop_sequences


class StopChecker:
    """Decides, per running request, whether the latest step finished it."""

    def __init__(self, eos_token_ids: Sequence[int], stop_token_ids: Sequence[Sequence[int]], max_tokens: int):
        self.eos_token_ids = torch.tensor(list(eos_token_ids), dtype=torch.long)
        self.stop_seqs = pad_stop_sequences(stop_token_ids)
        self.max_tokens = max_tokens

    def check_python(self, output_ids: torch.Tensor) -> list[bool]:
        """Reference implementation used by the scheduler's CPU path and tests."""
        finished = []
        for row in output_ids.tolist():
            if row[-1] in set(self.eos_token_ids.tolist()) or len(row) >= self.max_tokens:
                finished.append(True)
                continue
            finished.append(any(row[-len(s):] == s for s in self._stop_lists()))
        return finished

    def _stop_lists(self) -> list[list[int]]:
        return [[t for t in s if t >= 0] for s in self.stop_seqs.tolist()]

    def check(self, output_ids: torch.Tensor) -> torch.Tensor:
        eos_hit = torch.isin(output_ids[:, -1], self.eos_token_ids)
        length_hit = torch.full_like(eos_hit, output_ids.shape[1] >= self.max_tokens)
        seq_hit = match_stop_sequences(output_ids, self.stop_seqs)
        return eos_hit | length_hit | seq_hit
