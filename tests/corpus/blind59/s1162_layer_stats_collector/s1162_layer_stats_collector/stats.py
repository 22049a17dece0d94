from collections import defaultdict
from typing import Dict, List, Optional

import torch


class TensorStatsCollector:
    """Accumulates per-layer activation statistics for offline inspection."""

    def __init__(self, max_records_per_key: int = 1024, overflow_threshold: float = 448.0):
        self.max_records_per_key = max_records_per_key
        self.overflow_threshold = overflow_threshold
        self.num_overflows: Dict[str, int] = defaultdict(int)
        self._absmax: Dict[str, List[float]] = defaultdict(list)
        self._mean: Dict[str, List[float]] = defaultdict(list)
        self.num_steps = 0

    def reset(self) -> None:
        self._absmax.clear()
        self._mean.clear()
        self.num_overflows.clear()
        self.num_steps = 0

    def _append(self, bucket: Dict[str, List[float]], key: str, value: float) -> None:
        records = bucket[key]
        if len(records) >= self.max_records_per_key:
            records.pop(0)
        records.append(value)

    def record(self, key: str, tensor: torch.Tensor) -> None:
        t = tensor.detach().float()
        absmax = t.abs().amax().item()
        self._append(self._absmax, key, absmax)
        self._append(self._mean, key, t.mean().item())
        if absmax > self.overflow_threshold:
            self.num_overflows[key] += 1

    def summary(self) -> Dict[str, Dict[str, float]]:
        out = {}
        for key, values in self._absmax.items():
            out[key] = {
                "absmax": max(values),
                "mean": sum(self._mean[key]) / max(len(self._mean[key]), 1),
                "overflows": self.num_overflows[key],
            }
        return out


_GLOBAL_COLLECTOR: Optional[TensorStatsCollector] = None


def get_stats_collector() -> TensorStatsCollector:
    global _GLOBAL_COLLECTOR
    if _GLOBAL_COLLECTOR is None:
        _GLOBAL_COLLECTOR = TensorStatsCollector()
    return _GLOBAL_COLLECTOR
