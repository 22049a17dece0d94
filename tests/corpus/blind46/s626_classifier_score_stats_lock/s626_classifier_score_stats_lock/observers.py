import threading
from typing import Callable, List

import torch

ScoreObserver = Callable[[torch.Tensor], None]


class LabelHistogram:
    """Counts predicted labels; read by the stats thread of the API server."""

    def __init__(self, num_labels: int):
        self.num_labels = num_labels
        self.num_requests = 0
        self.num_scored = 0
        self._lock = threading.Lock()

    def observe(self, logits: torch.Tensor) -> None:
        with self._lock:
            self.num_requests += 1
            self.num_scored += logits.shape[0]

    def snapshot(self) -> dict:
        with self._lock:
            return {"requests": self.num_requests, "scored": self.num_scored}


class ObserverList:
    def __init__(self) -> None:
        self._observers: List[ScoreObserver] = []

    def add(self, fn: ScoreObserver) -> None:
        self._observers.append(fn)

    def notify(self, logits: torch.Tensor) -> None:
        for fn in self._observers:
            fn(logits)
