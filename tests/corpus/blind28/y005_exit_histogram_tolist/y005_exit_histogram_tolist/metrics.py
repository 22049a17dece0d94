"""Serving metrics for early-exit models: which layer each request left at."""
from collections import Counter
import threading

import torch


class ExitHistogram:
    def __init__(self, num_layers: int):
        self.num_layers = num_layers
        self._counts = Counter()
        self._lock = threading.Lock()

    def observe(self, exit_layer: torch.Tensor) -> None:
        for layer in exit_layer.detach().tolist():
            self._counts[layer] += 1

    def snapshot(self):
        with self._lock:
            return dict(self._counts)


_GLOBAL = {}


def histogram_for(model_name: str, num_layers: int) -> ExitHistogram:
    if model_name not in _GLOBAL:
        _GLOBAL[model_name] = ExitHistogram(num_layers)
    return _GLOBAL[model_name]
