from __future__ import annotations

import collections
import logging

import torch

logger = logging.getLogger(__name__)


class NormProbe:
    """Keeps a short history of per-layer RMS activation norms and warns on spikes."""

    def __init__(self, max_history: int, spike_ratio: float = 8.0) -> None:
        self.history = collections.defaultdict(lambda: collections.deque(maxlen=max_history))
        self.spike_ratio = spike_ratio

    def __call__(self, layer_id: int, hidden: torch.Tensor) -> None:
        rms = hidden.float().pow(2).mean().sqrt().item()
        hist = self.history[layer_id]
        if hist and rms > self.spike_ratio * (sum(hist) / len(hist)):
            logger.warning("activation spike at layer %d: rms=%.3f", layer_id, rms)
        hist.append(rms)
