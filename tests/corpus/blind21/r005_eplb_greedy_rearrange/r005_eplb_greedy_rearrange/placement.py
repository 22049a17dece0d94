"""Greedy bin packing of logical experts onto EP ranks."""
from __future__ import annotations

import heapq
from typing import List, Sequence


def greedy_pack(load: Sequence[float], num_ranks: int) -> List[int]:
    """Return rank_of[expert]: heaviest expert first onto the lightest rank."""
    order = sorted(range(len(load)), key=lambda e: load[e], reverse=True)
    heap = [(0.0, r) for r in range(num_ranks)]
    heapq.heapify(heap)
    rank_of = [0] * len(load)
    for e in order:
        used, r = heapq.heappop(heap)
        rank_of[e] = r
        heapq.heappush(heap, (used + load[e], r))
    return rank_of
