import json
import os
from typing import Dict, Optional

import torch


class InMemoryGraphCache:
    """Per-batch-size static output buffers for the captured decode graphs."""

    def __init__(self, capture_bs, hidden_size: int):
        self._outputs: Dict[int, torch.Tensor] = {bs: torch.zeros(bs, hidden_size) for bs in capture_bs}

    def lookup(self, bs: int) -> Optional[torch.Tensor]:
        return self._outputs.get(bs)


class DiskGraphCache:
    """Capture metadata persisted across restarts (used by the offline profiler)."""

    def __init__(self, cache_dir: str):
        self.cache_dir = cache_dir

    def lookup(self, bs: int) -> Optional[dict]:
        path = os.path.join(self.cache_dir, f"graph_bs{bs}.json")
        if not os.path.exists(path):
            return None
        with open(path) as f:
            return json.load(f)
