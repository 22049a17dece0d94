from __future__ import annotations

import math
from typing import List

import torch

from .hooks import HOOKS


class Histogram:
    def __init__(self, name: str, buckets: List[float]):
        self.name = name
        self.buckets = sorted(buckets)
        self.counts = [0] * (len(self.buckets) + 1)
        self.total = 0

    def observe(self, value: float) -> None:
        for i, edge in enumerate(self.buckets):
            if value <= edge:
                self.counts[i] += 1
                break
        else:
            self.counts[-1] += 1
        self.total += 1


ENTROPY_HIST = Histogram("logits_entropy", [0.5, 1.0, 2.0, math.log(16)])
MAXPROB_HIST = Histogram("max_token_prob", [0.1, 0.25, 0.5, 0.9])


@HOOKS.register("after_logits")
def record_logits_stats(logits: torch.Tensor) -> None:
    probs = logits.float().softmax(dim=-1)
    entropy = -(probs * probs.clamp_min(1e-12).log()).sum(-1)
    for e in entropy.tolist():
        ENTROPY_HIST.observe(e)
    for p in probs.max(dim=-1).values.tolist():
        MAXPROB_HIST.observe(p)
