"""Back-of-the-envelope cost model used to choose an attention backend.

Costs are in arbitrary units; only their ordering matters.  Candidates are
ordered by (est_cost, priority) so ties prefer the lower priority number.
"""
from __future__ import annotations

import dataclasses
import math
from typing import List

from .backends import BACKENDS, AttnFn


@dataclasses.dataclass(order=True, frozen=True)
class KernelCandidate:
    est_cost: float
    priority: int
    name: str = dataclasses.field(compare=False)
    fn: AttnFn = dataclasses.field(compare=False, repr=False)


_LAUNCH_OVERHEAD = {"sdpa": 4.0, "math": 1.0, "chunked": 2.0}
_PRIORITY = {"sdpa": 0, "math": 2, "chunked": 1}


def _estimate(name: str, batch_heads: int, seq: int, head_dim: int) -> float:
    flops = batch_heads * seq * seq * head_dim
    if name == "sdpa":
        work = flops * 0.5
    elif name == "chunked":
        work = flops * 0.6 + batch_heads * math.ceil(seq / 4)
    else:
        work = flops * 1.0 + batch_heads * seq * seq  # materialised mask
    return _LAUNCH_OVERHEAD[name] + work / 1e3


def candidates(batch_heads: int, seq: int, head_dim: int) -> List[KernelCandidate]:
    return [
        KernelCandidate(_estimate(n, batch_heads, seq, head_dim), _PRIORITY[n], n, fn)
        for n, fn in BACKENDS.items()
    ]


def pick_backend(batch_heads: int, seq: int, head_dim: int) -> KernelCandidate:
    return min(candidates(batch_heads, seq, head_dim))
