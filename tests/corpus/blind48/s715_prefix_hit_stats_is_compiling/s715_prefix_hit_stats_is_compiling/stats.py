import logging
import threading
import time
from dataclasses import dataclass, field

logger = logging.getLogger(__name__)


@dataclass
class PrefixCacheStats:
    """Host-side prefix-cache hit-rate counters scraped by the metrics exporter."""

    requests: int = 0
    queries: int = 0
    hits: int = 0
    last_update: float = field(default_factory=time.perf_counter)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def record(self, num_hit_tokens: int, num_query_tokens: int) -> None:
        with self._lock:
            self.requests += 1
            self.queries += num_query_tokens
            self.hits += num_hit_tokens
            self.last_update = time.perf_counter()
        if self.requests % 1000 == 0:
            logger.info("prefix cache hit rate: %.2f%%", 100.0 * self.hits / max(self.queries, 1))
