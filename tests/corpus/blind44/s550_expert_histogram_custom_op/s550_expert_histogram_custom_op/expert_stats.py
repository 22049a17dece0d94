"""Host-side expert-selection histogram, fed from inside the model forward.

The accumulation runs as an opaque op so that the model stays one graph; the
histogram is read by the EPLB planner and exported on ``/dump_expert_stats``.
"""
import json
import time
from collections import Counter

import torch

_EXPERT_HIST: Counter = Counter()
_LAST_UPDATE = {}


@torch.library.custom_op("blind44_s550::accumulate_expert_counts", mutates_args=())
def accumulate_expert_counts(topk_ids: torch.Tensor, layer_id: int) -> None:
    ids = topk_ids.flatten().tolist()
    _EXPERT_HIST.update((layer_id, e) for e in ids)
    _LAST_UPDATE[layer_id] = time.monotonic()


@accumulate_expert_counts.register_fake
def _(topk_ids: torch.Tensor, layer_id: int) -> None:
    return None


class ExpertStatsCollector:
    def __init__(self, enabled: bool = True):
        self.enabled = enabled

    def record(self, layer_id: int, topk_ids: torch.Tensor) -> None:
        if self.enabled:
            accumulate_expert_counts(topk_ids, layer_id)

    def export(self, path: str) -> None:
        with open(path, "w") as f:
            json.dump({f"{l}:{e}": c for (l, e), c in _EXPERT_HIST.items()}, f)
        print(f"expert stats written to {path}")

    def reset(self) -> None:
        _EXPERT_HIST.clear()
