from __future__ import annotations

import heapq
import itertools
from typing import List, Optional, Tuple

import torch


class BeamHypotheses:
    """Keeps the `num_beams` best finished hypotheses of one prompt.

    Stored as a min-heap on the length-normalised score so that the worst kept
    hypothesis is evicted in O(log n) when a better one finishes.
    """

    def __init__(self, num_beams: int, length_penalty: float, early_stopping: bool = False):
        self.num_beams = num_beams
        self.length_penalty = length_penalty
        self.early_stopping = early_stopping
        self._heap: List[Tuple[torch.Tensor, int, torch.Tensor, Optional[torch.Tensor]]] = []
        self._tiebreak = itertools.count()

    def __len__(self) -> int:
        return len(self._heap)

    def _normalise(self, sum_logprobs: torch.Tensor, generated_len: int) -> torch.Tensor:
        return sum_logprobs / (generated_len**self.length_penalty)

    def add(
        self,
        hyp: torch.Tensor,
        sum_logprobs: torch.Tensor,
        beam_indices: Optional[torch.Tensor] = None,
        generated_len: Optional[int] = None,
    ) -> None:
        if generated_len is None:
            generated_len = hyp.shape[-1]
        score = self._normalise(sum_logprobs, generated_len)
        entry = (score, next(self._tiebreak), hyp, beam_indices)
        if len(self._heap) < self.num_beams:
            heapq.heappush(self._heap, entry)
        else:
            heapq.heappushpop(self._heap, entry)

    def best(self) -> Tuple[torch.Tensor, torch.Tensor]:
        score, _, hyp, _ = max(self._heap, key=lambda e: float(e[0]))
        return score, hyp
