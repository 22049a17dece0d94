from __future__ import annotations

import threading
from collections import deque
from typing import Deque, Optional

import torch


class SamplerStats:
    """Rolling per-step sampler statistics exported by the metrics endpoint.

    Written by the worker thread, read by the HTTP exporter thread.
    """

    def __init__(self, window: int = 512):
        self._lock = threading.Lock()
        self._mean_entropy: Deque[torch.Tensor] = deque(maxlen=window)
        self._kept_fraction: Deque[torch.Tensor] = deque(maxlen=window)
        self.num_steps = 0

    def observe(self, probs: torch.Tensor, keep_mask: torch.Tensor) -> None:
        entropy = -(probs * probs.clamp_min(1e-12).log()).sum(dim=-1)
        kept = keep_mask.float().mean(dim=-1)
        self._record(entropy.mean().detach(), kept.mean().detach())

    def _record(self, mean_entropy: torch.Tensor, kept_fraction: torch.Tensor) -> None:
        with self._lock:
            self._mean_entropy.append(mean_entropy)
            self._kept_fraction.append(kept_fraction)
            self.num_steps += 1

    def snapshot(self) -> Optional[dict]:
        with self._lock:
            if not self._mean_entropy:
                return None
            return {
                "mean_entropy": torch.stack(list(self._mean_entropy)).mean().item(),
                "kept_fraction": torch.stack(list(self._kept_fraction)).mean().item(),
                "num_steps": self.num_steps,
            }


_GLOBAL_STATS: Optional[SamplerStats] = None


def get_sampler_stats() -> SamplerStats:
    global _GLOBAL_STATS
    if _GLOBAL_STATS is None:
        _GLOBAL_STATS = SamplerStats()
    return _GLOBAL_STATS
