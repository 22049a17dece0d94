"""Per-request compute budgets: once the budget is spent, remaining layers are skipped."""
import time
from dataclasses import dataclass, field


@dataclass
class BudgetConfig:
    max_layer_ms: float = 5.0
    total_ms: float = 40.0
    always_run: tuple = (0,)


@dataclass
class LayerBudget:
    cfg: BudgetConfig
    spent_ms: float = 0.0
    _t0: float = field(default=0.0, repr=False)

    def start(self) -> None:
        self._t0 = time.perf_counter()

    def stop(self) -> float:
        elapsed = (time.perf_counter() - self._t0) * 1e3
        self.spent_ms += elapsed
        return elapsed

    def exhausted(self) -> bool:
        return self.spent_ms >= self.cfg.total_ms

    def allows(self, layer_idx: int) -> bool:
        if layer_idx in self.cfg.always_run:
            return True
        return not self.exhausted()
