"""Pure-Python replica policy (shared with the offline planner)."""
from __future__ import annotations

import heapq
from typing import List, Sequence


def assign_replicas(load: Sequence[float], num_slots: int) -> List[int]:
    """Give every logical expert one slot, then hand the spare slots to the
    experts with the highest load per replica.  Returns slot -> logical id."""
    num_experts = len(load)
    slots = list(range(num_experts))
    replicas = [1] * num_experts
    heap = [(-load[e], e) for e in range(num_experts)]
    heapq.heapify(heap)
    for _ in range(num_slots - num_experts):
        _, e = heapq.heappop(heap)
        slots.append(e)
        replicas[e] += 1
        heapq.heappush(heap, (-load[e] / replicas[e], e))
    return slots
