import functools
from collections import defaultdict
from typing import Dict, List, Optional

import torch


class _BaseLoadTracker:
    """Keeps running per-layer expert token counts for load-balance reporting."""

    def __init__(self, num_experts: int, enabled: bool = True):
        self.num_experts = num_experts
        self.enabled = enabled
        self._totals: Dict[int, List[int]] = defaultdict(lambda: [0] * num_experts)
        self._prob_mass: Dict[int, List[float]] = defaultdict(lambda: [0.0] * num_experts)

    def _count(self, selected_experts: torch.Tensor) -> torch.Tensor:
        one_hot = torch.nn.functional.one_hot(selected_experts.long(), num_classes=self.num_experts)
        return one_hot.sum(dim=(0, 1))

    @torch._dynamo.disable
    def _accumulate(self, layer_idx: int, counts: torch.Tensor, router_probs: torch.Tensor) -> None:
        totals = self._totals[layer_idx]
        mass = self._prob_mass[layer_idx]
        for e, (c, p) in enumerate(zip(counts.tolist(), router_probs.sum(dim=0).tolist())):
            totals[e] += c
            mass[e] += p

    def record(self, layer_idx: int, selected_experts: torch.Tensor, router_probs: torch.Tensor) -> None:
        if not self.enabled:
            return
        counts = self._count(selected_experts)
        self._accumulate(layer_idx, counts, router_probs.detach())

    def summary(self, layer_idx: int) -> Optional[float]:
        totals = self._totals.get(layer_idx)
        if not totals:
            return None
        mean = sum(totals) / len(totals)
        return max(totals) / mean if mean else None


class ExpertLoadTracker(_BaseLoadTracker):
    def reset(self) -> None:
        self._totals.clear()
        self._prob_mass.clear()


@functools.lru_cache(maxsize=None)
def get_load_tracker(num_experts: int) -> ExpertLoadTracker:
    return ExpertLoadTracker(num_experts)
