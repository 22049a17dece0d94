import math

import torch

from .select import TopKSelector
from .telemetry import ImportanceTrace


class DecodeEngine:
    def __init__(self, top_k: int = 4, trace: bool = True):
        self.selector = TopKSelector(top_k, ImportanceTrace() if trace else None)

    def attend(self, q, k, v):
        logits = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1])
        logits = self.selector(logits)
        return torch.softmax(logits, dim=-1) @ v


_engine = DecodeEngine()


@torch.compile(fullgraph=True)
def step(q, k_cache, v_cache):
    return _engine.attend(q, k_cache, v_cache)
