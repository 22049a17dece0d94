import time
from dataclasses import dataclass, field


@dataclass
class EvictionStats:
    """Counters exported to the metrics endpoint (tokens evicted, time spent evicting)."""

    num_evictions: int = 0
    tokens_evicted: int = 0
    last_eviction_ns: int = 0
    history: list = field(default_factory=list)

    def record(self, tokens_evicted: int):
        now = time.perf_counter_ns()
        self.num_evictions += 1
        self.tokens_evicted += tokens_evicted
        self.last_eviction_ns = now
        if len(self.history) < 128:
            self.history.append((now, tokens_evicted))
