"""Anytime inference: stop adding layers once the request's latency budget is spent."""
import time
from dataclasses import dataclass, field


@dataclass
class LatencyBudget:
    budget_ms: float = 5.0
    safety_margin_ms: float = 0.5
    _start: float = field(default=0.0, repr=False)

    def start(self) -> None:
        self._start = time.perf_counter()

    def elapsed_ms(self) -> float:
        return (time.perf_counter() - self._start) * 1e3

    def exhausted(self) -> bool:
        return self.elapsed_ms() > self.budget_ms - self.safety_margin_ms


class LayerCostModel:
    """Offline-profiled per-layer cost, used by the scheduler to pick budgets."""

    def __init__(self, per_layer_ms: float = 0.8):
        self.per_layer_ms = per_layer_ms

    def layers_within(self, budget: LatencyBudget) -> int:
        usable = budget.budget_ms - budget.safety_margin_ms
        return max(0, int(usable // self.per_layer_ms))
