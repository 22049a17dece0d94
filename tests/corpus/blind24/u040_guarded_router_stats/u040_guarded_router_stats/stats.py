"""Routing statistics for the load-balancing dashboard.

Collected on the eager path only: under torch.compile the recorder is a no-op
(the numbers would need host syncs anyway).
"""
from __future__ import annotations

import collections
import functools
import heapq
import statistics
from typing import Deque, Dict, List

import torch

ROUTING_STATS: Dict[str, Deque[float]] = collections.defaultdict(lambda: collections.deque(maxlen=256))


def eager_only(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        if torch.compiler.is_compiling():
            return None
        return fn(*args, **kwargs)

    return wrapper


@eager_only
def record_routing(layer: str, expert_ids: torch.Tensor, num_experts: int) -> None:
    counts = torch.bincount(expert_ids.flatten(), minlength=num_experts).tolist()
    ROUTING_STATS[f"{layer}.imbalance"].append(max(counts) / max(statistics.mean(counts), 1e-6))
    ROUTING_STATS[f"{layer}.stdev"].append(statistics.pstdev(counts))
    hot: List[int] = heapq.nlargest(2, range(num_experts), key=counts.__getitem__)
    ROUTING_STATS[f"{layer}.hot"].extend(float(h) for h in hot)
