"""Process-wide numerics counters exported by the metrics endpoint."""
import functools
import threading
from collections import Counter
from typing import Dict


class NumericsMetricsCollector:
    def __init__(self, labels: Dict[str, str]):
        self.labels = dict(labels)
        self._lock = threading.Lock()
        self._nonfinite_total = Counter()
        self._clamped_total = Counter()

    def observe_nonfinite(self, site: str, count) -> None:
        with self._lock:
            self._nonfinite_total[site] += count

    def observe_clamped(self, site: str, count) -> None:
        with self._lock:
            self._clamped_total[site] += count

    def snapshot(self) -> Dict[str, Dict[str, int]]:
        with self._lock:
            return {
                "nonfinite_total": {k: int(v) for k, v in self._nonfinite_total.items()},
                "clamped_total": {k: int(v) for k, v in self._clamped_total.items()},
            }


@functools.lru_cache(maxsize=1)
def get_numerics_metrics() -> NumericsMetricsCollector:
    return NumericsMetricsCollector({"model_name": "tiny-llama", "tp_rank": "0"})
