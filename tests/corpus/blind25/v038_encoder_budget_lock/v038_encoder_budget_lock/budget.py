"""Encoder token budget shared between the scheduler thread and the runner."""
import threading
from dataclasses import dataclass, field


@dataclass
class BudgetStats:
    steps: int = 0
    tokens: int = 0
    peak: int = 0


@dataclass
class EncoderBudget:
    max_tokens_per_step: int = 4096
    stats: BudgetStats = field(default_factory=BudgetStats)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def remaining(self) -> int:
        return self.max_tokens_per_step - self.stats.tokens

    def consume(self, n_tokens: int) -> None:
        with self._lock:
            self.stats.steps += 1
            self.stats.tokens += n_tokens
            self.stats.peak = max(self.stats.peak, n_tokens)

    def reset(self) -> None:
        with self._lock:
            self.stats = BudgetStats()
