"""Runtime sanity checks used in eager debugging and CI.

They sync with the device and keep Python-side statistics, so they are
skipped while dynamo traces.
"""
import os
import time
from collections import defaultdict

import torch

STRICT = os.environ.get("RGLRU_STRICT_CHECKS", "1") == "1"
_STATS = defaultdict(list)


def _enabled() -> bool:
    return STRICT and not torch.compiler.is_compiling()


def check_gate_range(name: str, a: torch.Tensor) -> None:
    if not _enabled():
        return
    lo, hi = a.min().item(), a.max().item()
    if lo < 0.0 or hi > 1.0:
        raise ValueError(f"{name}: recurrence gate out of [0, 1]: ({lo:.3g}, {hi:.3g})")
    _STATS[name].append((time.monotonic(), hi))


def record_state_norm(layer: int, h: torch.Tensor) -> None:
    if _enabled():
        _STATS[f"h{layer}"].append(float(h.norm()))
