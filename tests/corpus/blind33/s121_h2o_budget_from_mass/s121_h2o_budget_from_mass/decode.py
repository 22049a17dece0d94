import math

import torch

from .config import DEFAULT_CONFIG
from .scoring import HeavyHitterSelector

_selector = HeavyHitterSelector(DEFAULT_CONFIG)


def _attend(q, k, v, mask=None):
    scale = 1.0 / math.sqrt(q.shape[-1])
    logits = torch.matmul(q, k.transpose(-1, -2)) * scale
    if mask is not None:
        logits = logits.masked_fill(~mask[:, None, None, :], float("-inf"))
    return torch.softmax(logits, dim=-1)


@torch.compile(fullgraph=True)
def decode_step(q, k_cache, v_cache):
    probs = _attend(q, k_cache, v_cache)
    keep = _selector.select(probs)
    probs = _attend(q, k_cache, v_cache, keep)
    return torch.matmul(probs, v_cache), keep
