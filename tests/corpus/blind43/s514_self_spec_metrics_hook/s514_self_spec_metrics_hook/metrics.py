"""Acceptance-rate metrics exported to the serving engine's stats loop."""
from collections import defaultdict
from typing import Callable, Dict, List

import torch

MetricCallback = Callable[[str, torch.Tensor], None]

_ACCUMULATED: Dict[str, List[float]] = defaultdict(list)


@torch.compiler.disable
def accumulate_host_metric(name: str, value: torch.Tensor) -> None:
    # host sync on purpose: the scheduler reads these between steps
    _ACCUMULATED[name].append(float(value.detach().cpu()))


class SpecMetrics:
    def __init__(self) -> None:
        self._callbacks: List[MetricCallback] = []

    def add_callback(self, cb: MetricCallback) -> None:
        self._callbacks.append(cb)

    def emit(self, name: str, value: torch.Tensor) -> None:
        for cb in self._callbacks:
            cb(name, value)
