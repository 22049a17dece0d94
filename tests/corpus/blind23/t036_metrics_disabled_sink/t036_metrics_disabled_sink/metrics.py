from __future__ import annotations

import threading
from collections import defaultdict
from typing import Dict, List

import torch


class Histogram:
    def __init__(self, buckets: List[float]):
        self.buckets = buckets
        self.counts = [0] * (len(buckets) + 1)

    def observe(self, value: float) -> None:
        for i, edge in enumerate(self.buckets):
            if value <= edge:
                self.counts[i] += 1
                return
        self.counts[-1] += 1


class MetricsRegistry:
    """Process-wide metrics; exported by the HTTP server's /metrics endpoint."""

    def __init__(self):
        self._lock = threading.Lock()
        self._hists: Dict[str, Histogram] = defaultdict(lambda: Histogram([0.05, 0.1, 0.25, 0.5, 1.0]))
        self.enabled = True

    @torch.compiler.disable
    def _push(self, name: str, values: torch.Tensor) -> None:
        with self._lock:
            hist = self._hists[name]
            for v in values.tolist():
                hist.observe(v)

    def observe_expert_load(self, layer: str, router_probs: torch.Tensor) -> None:
        """Record the fraction of routing mass each expert received this step."""
        if not self.enabled:
            return
        load = router_probs.detach().float().mean(dim=0)
        self._push(f"{layer}.expert_load", load)


METRICS = MetricsRegistry()
