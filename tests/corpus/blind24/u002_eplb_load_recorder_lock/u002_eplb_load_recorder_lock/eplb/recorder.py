from __future__ import annotations

import threading
from typing import Optional

import torch


class ExpertLoadRecorder:
    """Sliding window of per-expert token counts.

    The rebalancer thread reads ``snapshot()`` every few hundred steps and
    computes a new logical->physical expert placement, so updates from the
    forward pass are serialised with a lock.
    """

    def __init__(self, num_experts: int, window: int = 16):
        self.num_experts = num_experts
        self.window = window
        self._loads = torch.zeros(window, num_experts, dtype=torch.int64)
        self._step = 0
        self._lock = threading.Lock()

    def record(self, topk_ids: torch.Tensor) -> None:
        counts = torch.bincount(topk_ids.flatten(), minlength=self.num_experts)
        with self._lock:
            self._loads[self._step % self.window] = counts
            self._step += 1

    def snapshot(self) -> torch.Tensor:
        with self._lock:
            return self._loads.clone()


_RECORDER: Optional[ExpertLoadRecorder] = None


def get_load_recorder(num_experts: int) -> ExpertLoadRecorder:
    global _RECORDER
    if _RECORDER is None or _RECORDER.num_experts != num_experts:
        _RECORDER = ExpertLoadRecorder(num_experts)
    return _RECORDER
