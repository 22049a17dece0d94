"""Per-adapter token accounting for billing."""
import collections
import threading

import torch

_lock = threading.Lock()
_token_counts: collections.Counter = collections.Counter()


@torch.compiler.disable
def record_adapter_usage(adapter_ids: torch.Tensor) -> None:
    ids, counts = torch.unique(adapter_ids, return_counts=True)
    with _lock:
        for i, c in zip(ids.tolist(), counts.tolist()):
            _token_counts[i] += c


def snapshot() -> dict:
    with _lock:
        return dict(_token_counts)
