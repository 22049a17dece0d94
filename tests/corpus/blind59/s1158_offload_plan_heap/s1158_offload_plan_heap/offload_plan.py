import bisect
import heapq
from dataclasses import dataclass, field
from typing import Dict, List, Tuple


@dataclass
class OffloadPlan:
    resident: List[str] = field(default_factory=list)
    offloaded: List[str] = field(default_factory=list)
    prefetch_order: List[str] = field(default_factory=list)
    size_breakpoints: List[int] = field(default_factory=list)

    def is_resident(self, name: str) -> bool:
        return name in self.resident


def build_offload_plan(layer_sizes: Dict[str, int], budget_bytes: int) -> OffloadPlan:
    """Greedy: keep the largest layers resident until the budget is spent."""
    heap: List[Tuple[int, str]] = []
    for name, nbytes in layer_sizes.items():
        heapq.heappush(heap, (-nbytes, name))

    plan = OffloadPlan()
    used = 0
    while heap:
        neg_size, name = heapq.heappop(heap)
        size = -neg_size
        if used + size <= budget_bytes:
            plan.resident.append(name)
            used += size
        else:
            plan.offloaded.append(name)
        bisect.insort(plan.size_breakpoints, used)

    plan.prefetch_order = sorted(plan.offloaded, key=lambda n: int(n.rsplit(".", 1)[-1]))
    return plan


def rebalance(plan: OffloadPlan, layer_sizes: Dict[str, int], budget_bytes: int) -> OffloadPlan:
    merged = {n: layer_sizes[n] for n in plan.resident + plan.offloaded}
    return build_offload_plan(merged, budget_bytes)
