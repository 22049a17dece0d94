"""Lightweight per-step metrics for the streaming transducer."""
import collections

import torch

_COUNTERS = collections.Counter()
_HIST = collections.defaultdict(list)


@torch.compiler.disable
def record_emissions(tokens: torch.Tensor, blank_id: int) -> None:
    emitted = int((tokens != blank_id).sum())
    _COUNTERS["steps"] += 1
    _COUNTERS["emitted"] += emitted
    _HIST["emit_per_step"].append(emitted)


def snapshot() -> dict:
    return dict(_COUNTERS)
