import contextlib
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Dict


@dataclass
class StageTimer:
    """Wall-clock accounting of the dispatch / expert / combine stages."""

    enabled: bool = True
    totals: Dict[str, float] = field(default_factory=lambda: defaultdict(float))
    calls: Dict[str, int] = field(default_factory=lambda: defaultdict(int))

    @contextlib.contextmanager
    def stage(self, name: str):
        if not self.enabled:
            yield
            return
        start = time.perf_counter()
        try:
            yield
        finally:
            self.totals[name] += time.perf_counter() - start
            self.calls[name] += 1

    def summary(self) -> Dict[str, float]:
        return {k: self.totals[k] / max(self.calls[k], 1) for k in self.totals}


@dataclass(frozen=True)
class EPConfig:
    ep_size: int = 1
    ep_rank: int = 0
    num_experts: int = 4
    top_k: int = 2

    @property
    def num_local_experts(self) -> int:
        return self.num_experts // self.ep_size
