"""Host-side n-best store. Hypotheses live in Python objects, so the store
is kept out of the compiled region."""
import heapq
from dataclasses import dataclass, field

import torch


@dataclass(order=True)
class Hypothesis:
    score: float
    tokens: list = field(compare=False)


class NBestStore:
    def __init__(self, n_best: int, length_penalty: float = 1.0):
        self.n_best = n_best
        self.length_penalty = length_penalty
        self.heaps: dict[int, list] = {}

    def worst_score(self, row: int) -> float:
        heap = self.heaps.get(row)
        if not heap or len(heap) < self.n_best:
            return float("-inf")
        return heap[0].score

    @torch.compiler.disable
    def add_finished(self, scores: torch.Tensor, tokens: torch.Tensor, finished: torch.Tensor):
        lengths = tokens.shape[-1]
        for row, col in finished.nonzero().tolist():
            score = scores[row, col].item() / (lengths ** self.length_penalty)
            heap = self.heaps.setdefault(row, [])
            hyp = Hypothesis(score, tokens[row, col].tolist())
            if len(heap) < self.n_best:
                heapq.heappush(heap, hyp)
            elif score > heap[0].score:
                heapq.heapreplace(heap, hyp)
