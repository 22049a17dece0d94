"""Helpers for the CPU (AMX / AVX-512) backend."""
import math

import torch

_MIN_TOKENS_PER_THREAD = 2


def resolve_num_threads(configured: int) -> int:
    if configured > 0:
        return configured
    return torch.get_num_threads()


def token_partition(num_tokens: int, configured_threads: int) -> list[tuple[int, int]]:
    """Split ``num_tokens`` into contiguous ranges, one per worker thread."""
    threads = resolve_num_threads(configured_threads)
    max_workers = max(1, num_tokens // _MIN_TOKENS_PER_THREAD)
    workers = min(threads, max_workers)
    step = math.ceil(num_tokens / workers)
    return [(s, min(s + step, num_tokens)) for s in range(0, num_tokens, step)]
