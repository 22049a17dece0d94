import time
from typing import Dict

import torch


class ActivationRangeObserver:
    """Running min/max of one activation (used by the offline calibration script)."""

    def __init__(self) -> None:
        self.min_val = torch.tensor(float("inf"))
        self.max_val = torch.tensor(float("-inf"))

    def observe(self, x: torch.Tensor) -> torch.Tensor:
        self.min_val = torch.minimum(self.min_val, x.min())
        self.max_val = torch.maximum(self.max_val, x.max())
        return x


class KVCacheScaleObserver:
    """Tracks per-layer K/V amax while serving with --calibrate-kv-scales."""

    def __init__(self, num_layers: int) -> None:
        self.num_updates: Dict[int, int] = {i: 0 for i in range(num_layers)}
        self.last_update: Dict[int, float] = {}

    def observe(self, x: torch.Tensor, out: torch.Tensor, *, layer_id: int) -> torch.Tensor:
        out[layer_id] = torch.maximum(out[layer_id], x.abs().amax())
        self.num_updates[layer_id] += 1
        self.last_update[layer_id] = time.monotonic()
        return x
