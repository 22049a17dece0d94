import math

import torch

from .heavy_hitter import HeavyHitterTracker


class HHDecodeLayer:
    def __init__(self, budget: int = 6):
        self.tracker = HeavyHitterTracker(budget)

    def forward_decode(self, q, k_cache, v_cache, acc_scores):
        logits = q @ k_cache.transpose(-1, -2) / math.sqrt(q.shape[-1])
        probs = logits.softmax(-1)
        acc_scores = self.tracker.observe(acc_scores, probs)
        return probs @ v_cache, acc_scores


def build_layer():
    return HHDecodeLayer()


_layer = build_layer()
forward_decode = torch.compile(_layer.forward_decode, fullgraph=True)
