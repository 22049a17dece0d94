import threading
from collections import Counter

import torch


class LayerSkipStats:
    """Shared between the model and the scheduler's metrics thread."""

    def __init__(self, num_layers: int) -> None:
        self.num_layers = num_layers
        self._lock = threading.Lock()
        self._skipped_tokens = Counter()
        self._seen_tokens = Counter()

    def update(self, layer_idx: int, skip_mask: torch.Tensor) -> None:
        with self._lock:
            self._seen_tokens[layer_idx] += skip_mask.numel()
            self._skipped_tokens[layer_idx] += skip_mask.sum()

    def snapshot(self) -> dict:
        with self._lock:
            return {
                i: float(self._skipped_tokens[i]) / max(1, self._seen_tokens[i])
                for i in range(self.num_layers)
            }


GLOBAL_SKIP_STATS = LayerSkipStats(num_layers=32)
