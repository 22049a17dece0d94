"""Relative position buckets (T5 / mT5 / UMT5) and a process-wide bias cache.

The bias for a given (query_length, key_length) pair is identical for every
request in a batch and for every layer that shares the bias embedding, so the
serving engine memoises it.  Scheduler threads may prefill concurrently, hence
the lock around the table.
"""
import math
import threading

import torch


def relative_position_bucket(relative_position, bidirectional=True, num_buckets=32, max_distance=128):
    relative_buckets = 0
    if bidirectional:
        num_buckets //= 2
        relative_buckets += (relative_position > 0).to(torch.long) * num_buckets
        relative_position = torch.abs(relative_position)
    else:
        relative_position = -torch.min(relative_position, torch.zeros_like(relative_position))
    max_exact = num_buckets // 2
    is_small = relative_position < max_exact
    relative_position_if_large = max_exact + (
        torch.log(relative_position.float() / max_exact)
        / math.log(max_distance / max_exact)
        * (num_buckets - max_exact)
    ).to(torch.long)
    relative_position_if_large = torch.min(
        relative_position_if_large, torch.full_like(relative_position_if_large, num_buckets - 1)
    )
    relative_buckets += torch.where(is_small, relative_position, relative_position_if_large)
    return relative_buckets


class RelativeBiasCache:
    """(query_length, key_length) -> [1, heads, q, k] bias, shared across layers."""

    def __init__(self, max_entries: int = 64):
        self._lock = threading.Lock()
        self._entries = {}
        self.max_entries = max_entries

    def get_or_compute(self, key, compute_fn):
        with self._lock:
            bias = self._entries.get(key)
            if bias is None:
                bias = compute_fn()
                if len(self._entries) >= self.max_entries:
                    self._entries.pop(next(iter(self._entries)))
                self._entries[key] = bias
            return bias


GLOBAL_BIAS_CACHE = RelativeBiasCache()
