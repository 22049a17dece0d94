"""How the per-adapter scalings are folded when adapters are applied as a blend."""
from __future__ import annotations

import statistics
from typing import Sequence


def blend_scaling(scalings: Sequence[float], mode: str = "mean") -> float:
    if not scalings:
        return 0.0
    if mode == "sum":
        return float(sum(scalings))
    if mode == "max":
        return max(scalings)
    # "mean": keep the overall delta magnitude comparable to a single adapter
    return statistics.mean(scalings)
