"""Per-request finished-hypothesis accounting shared with the scheduler thread."""
import threading

import torch


class FinishedLedger:
    def __init__(self, n_best: int):
        self.n_best = n_best
        self._lock = threading.Lock()
        self._best = None

    def merge(self, pool: torch.Tensor, new_scores: torch.Tensor) -> torch.Tensor:
        merged = torch.cat([pool, new_scores], dim=-1)
        top = merged.topk(self.n_best, dim=-1).values
        with self._lock:
            # the scheduler reads this to decide when a request can be retired
            self._best = top[:, 0]
        return top


class LedgerRegistry:
    _ledgers: dict = {}

    @classmethod
    def for_model(cls, name: str, n_best: int) -> FinishedLedger:
        if name not in cls._ledgers:
            cls._ledgers[name] = FinishedLedger(n_best)
        return cls._ledgers[name]
